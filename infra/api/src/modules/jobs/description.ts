// The enriched job description (spec 001 §3: description html and markdown). Clients send
// plain text (rawDescription) and optionally the enriched markdown; the HTML is always rendered
// here from markdown with every character escaped first, so no client HTML is ever stored.

const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+(.*)$/u;
const HEADING = /^\s*#{1,6}\s+(.*)$/u;

function looksLikeHeading(line: string): boolean {
  const t = line.trim();
  if (t.length === 0 || t.length > 60) return false;
  if (/:$/u.test(t) && !/[.!?].*:$/u.test(t)) return true;
  // SHORT ALL-CAPS LINES ("RESPONSIBILITIES") read as section titles.
  return /[A-Z]/u.test(t) && t === t.toUpperCase() && /^[A-Z0-9 &/,'()-]+$/u.test(t) && t.split(/\s+/u).length <= 6;
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s/&(-])([a-z])/gu, (_, pre: string, c: string) => pre + c.toUpperCase());
}

/** Plain text to structured markdown: section titles become headings, list lines bullets. */
export function enrichDescription(raw: string): string {
  const lines = raw.replace(/\r\n?/gu, '\n').split('\n');
  const out: string[] = [];
  let previousKind: 'blank' | 'heading' | 'bullet' | 'text' = 'blank';
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '') {
      if (previousKind !== 'blank') out.push('');
      previousKind = 'blank';
      continue;
    }
    const heading = HEADING.exec(trimmed);
    const bullet = BULLET.exec(trimmed);
    if (heading) {
      if (previousKind !== 'blank' && out.length > 0) out.push('');
      out.push(`## ${heading[1]!.trim()}`);
      previousKind = 'heading';
    } else if (bullet) {
      if (previousKind === 'text') out.push('');
      out.push(`- ${bullet[1]!.trim()}`);
      previousKind = 'bullet';
    } else if (looksLikeHeading(trimmed)) {
      if (previousKind !== 'blank' && out.length > 0) out.push('');
      out.push(`## ${titleCase(trimmed.replace(/:$/u, '').trim())}`);
      previousKind = 'heading';
    } else {
      if (previousKind === 'bullet' || previousKind === 'heading') out.push('');
      out.push(trimmed);
      previousKind = 'text';
    }
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;').replace(/'/gu, '&#39;');
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/gu, '<strong>$1</strong>')
    .replace(/(^|[\s(])_([^_]+)_(?=[\s.,;:!?)]|$)/gu, '$1<em>$2</em>');
}

/** The small markdown subset the descriptions use: headings, bullet and numbered lists, bold, paragraphs. */
export function renderMarkdown(markdown: string): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length > 0) html.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) html.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/gu, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/u.exec(line);
    const bullet = /^[-*]\s+(.*)$/u.exec(line);
    const numbered = /^\d{1,2}[.)]\s+(.*)$/u.exec(line);
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const level = Math.min(6, heading[1]!.length + 1);
      html.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const tag = bullet ? 'ul' : 'ol';
      if (list && (list as { tag: string }).tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return html.join('\n');
}
