import { describe, expect, it } from 'vitest';
import { enrichDescription, renderMarkdown } from './description';

describe('enrichDescription', () => {
  it('turns section titles into headings and list lines into bullets', () => {
    const raw = 'We build trailers.\nRESPONSIBILITIES\n• Weld frames\n1. Grind welds\nRequirements:\n* AWS D1.1';
    expect(enrichDescription(raw)).toBe('We build trailers.\n\n## Responsibilities\n- Weld frames\n- Grind welds\n\n## Requirements\n- AWS D1.1');
  });

  it('keeps paragraphs and markdown headings as they are', () => {
    expect(enrichDescription('## About us\nFamily owned since 1962.\n\n\n\nWe run two shifts.')).toBe('## About us\n\nFamily owned since 1962.\n\nWe run two shifts.');
  });
});

describe('renderMarkdown', () => {
  it('renders headings, lists, bold and paragraphs', () => {
    expect(renderMarkdown('## Pay\n**$25/hr** to start\n\n- Day shift\n- Overtime\n\n1. Apply\n2. Interview')).toBe(
      '<h3>Pay</h3>\n<p><strong>$25/hr</strong> to start</p>\n<ul><li>Day shift</li><li>Overtime</li></ul>\n<ol><li>Apply</li><li>Interview</li></ol>',
    );
  });

  it('escapes every HTML character so a description cannot carry markup', () => {
    const html = renderMarkdown('<script>alert("x")</script>\n- <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
});
