import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildFeedXml, cdata, withoutEntities } from './job-board-feed.service';
import type { FeedJobRow } from './job-board-posting.repository';

const job: FeedJobRow = {
  id: 7,
  title: 'Welder <TIG>',
  published_ts: new Date('2026-11-20T10:00:00.000Z'),
  anonymous: true,
  employer_name: 'Hidden Co',
  street1: '1 Main St',
  city: 'Dayton',
  state: 'OH',
  postal_code: '45402',
  contact_email: 'hr@example.test',
  description_html: '<p>Tools ]]> provided &amp; paid &#8212; 2nd&nbsp;shift, 5 &lt; 6</p>\u0007',
  raw_description: null,
  pay_rate_period: 'hourly',
  pay_rate_min: null,
  pay_rate_max: null,
  pay_rate_salary_min: null,
  pay_rate_salary_max: null,
  hire_type: 'Project',
};

describe('the job feed XML', () => {
  it('keeps any text inside CDATA, even a "]]>", and drops characters XML 1.0 forbids', () => {
    const xml = `<a>${cdata('x ]]> y \u0001z')}</a>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(new XMLParser().parse(xml).a).toBe('x ]]> y z');
  });

  it('writes characters, not HTML entities, except the markup ones', () => {
    expect(withoutEntities('a &amp; b &#8212; c&nbsp;d &#x41; &lt;e&gt; &bogus;')).toBe('a & b — c\u00A0d A &lt;e&gt; &bogus;');
  });

  it('hides an anonymous job\'s employer and street, and leaves out what it does not know', () => {
    const xml = buildFeedXml([job], 'https://floorhire.test', new Date('2026-11-21T00:00:00Z'));
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml) as { source: { lastBuildDate: string; job: Record<string, string> } };
    expect(parsed.source.lastBuildDate).toBe('Sat, 21 Nov 2026 00:00:00 GMT');
    expect(parsed.source.job).toMatchObject({ title: 'Welder <TIG>', company: 'Confidential employer', sourcename: 'Confidential employer', date: '2026-11-20T10:00:00Z', jobtype: 'contract' });
    expect(parsed.source.job.description).toBe('<p>Tools ]]> provided & paid — 2nd\u00A0shift, 5 &lt; 6</p>');
    expect(parsed.source.job).not.toHaveProperty('streetaddress');
    expect(parsed.source.job).not.toHaveProperty('salary');
  });
});
