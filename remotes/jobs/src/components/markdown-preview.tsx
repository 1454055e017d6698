import { Box, Heading, List, Text } from '@floorhire/ui';
import type { ReactNode } from 'react';

/** A small, safe preview of the enriched markdown (headings, bullets, paragraphs); no HTML is injected. Headings are h4 in the wizard, h3 under a page's h2. */
export function MarkdownPreview({ markdown, headingAs = 'h4' }: { markdown: string; headingAs?: 'h3' | 'h4' }) {
  const blocks: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length === 0) return;
    const items = bullets;
    blocks.push(
      <List.Root key={`l${blocks.length}`} ps={5} mb={2}>
        {items.map((b, i) => (
          <List.Item key={i}>{b}</List.Item>
        ))}
      </List.Root>,
    );
    bullets = [];
  };
  for (const line of markdown.split('\n')) {
    const t = line.trim();
    const heading = /^#{1,6}\s+(.*)$/u.exec(t);
    const bullet = /^[-*]\s+(.*)$/u.exec(t);
    if (bullet) {
      bullets.push((bullet[1] ?? '').replace(/\*\*/gu, ''));
      continue;
    }
    flush();
    if (heading)
      blocks.push(
        <Heading key={`h${blocks.length}`} as={headingAs} size="sm" mt={3} mb={1}>
          {(heading[1] ?? '').replace(/\*\*/gu, '')}
        </Heading>,
      );
    else if (t)
      blocks.push(
        <Text key={`p${blocks.length}`} mb={2}>
          {t.replace(/\*\*/gu, '')}
        </Text>,
      );
  }
  flush();
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} fontSize="sm" data-testid="enriched-preview">
      {blocks.length > 0 ? blocks : <Text color="fg.muted">Nothing to preview yet.</Text>}
    </Box>
  );
}
