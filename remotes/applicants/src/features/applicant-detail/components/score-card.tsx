import { Badge, Box, Card, Heading, HStack, Stack, Text, Wrap } from '@floorhire/ui';
import { formatScore } from '@floorhire/rules';
import { APPLICANT_TEXTS, type ScoreEvidence } from '@floorhire/domain-applications';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useScore } from '../api/get-score';

const STATUS_PALETTE = { matched: 'green', partial: 'yellow', missing: 'red', 'not-required': 'gray', unknown: 'gray' } as const;

/** The score with one decimal and its evidence: what matched and what is missing, per criterion. */
export function ScoreCard({ jobApplicationId, stored }: { jobApplicationId: number; stored: { score: number | null; evidence: ScoreEvidence | null } }) {
  const shown = useScore(jobApplicationId, stored);
  const score = shown.data?.score ?? stored.score;
  const evidence = shown.data?.evidence ?? stored.evidence;
  return (
    <Card.Root size="sm" data-testid="score-card">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {T.score}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" data-testid="score-value">
            {score === null ? APPLICANT_TEXTS.scoreUnavailable : formatScore(score)}
          </Text>
        </HStack>
        {evidence && <Text color="fg.muted">{evidence.summary}</Text>}
      </Card.Header>
      {evidence && evidence.items.length > 0 && (
        <Card.Body pt="0">
          <Heading as="h3" size="sm" mb="2">
            {T.scoreEvidence}
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none" ms="0">
            {evidence.items.map((item) => (
              <Box as="li" key={item.criterion} data-testid={`evidence-${item.criterion}`}>
                <HStack justify="space-between" align="baseline">
                  <Text fontWeight="semibold">{item.label}</Text>
                  <Badge colorPalette={STATUS_PALETTE[item.status]} variant="subtle">
                    {item.status.replace('-', ' ')}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {T.required}: {item.required} · {T.found}: {item.found}
                </Text>
                {(item.matched.length > 0 || item.missing.length > 0) && (
                  <Wrap gap="1" mt="1">
                    {item.matched.map((m) => (
                      <Badge key={`m-${m}`} colorPalette="green" variant="outline" aria-label={`${T.matched}: ${m}`}>
                        ✓ {m}
                      </Badge>
                    ))}
                    {item.missing.map((m) => (
                      <Badge key={`x-${m}`} colorPalette="red" variant="outline" aria-label={`${T.missing}: ${m}`}>
                        ✗ {m}
                      </Badge>
                    ))}
                  </Wrap>
                )}
              </Box>
            ))}
          </Stack>
        </Card.Body>
      )}
    </Card.Root>
  );
}
