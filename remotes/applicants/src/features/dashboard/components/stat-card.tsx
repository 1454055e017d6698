import { useEffect, useRef } from 'react';
import { useInView } from '@floorhire/remote-kit';
import { Card, Heading, HStack, Skeleton, Text, VisuallyHidden } from '@floorhire/ui';
import { DASHBOARD_STAT_KINDS, DASHBOARD_TEXTS } from '@floorhire/domain-applications';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useStat, type DashboardStat } from '../api/get-stat';
import { StatChart } from './stat-chart';


/**
 * A statistic's card: the chart for the eye and the same numbers as a table for screen readers
 * (and tests). A failed statistic is logged only (spec 001 §8) and shows an empty card.
 */
export function StatCard({ kind, employerId, mineOf, sample }: { kind: DashboardStat; employerId: number | null; mineOf: number | null; sample: boolean }) {
  const stat = useStat(employerId, kind, mineOf, sample);
  const title = T.statTitles[kind];
  // The chart is asked for when the card nears the viewport (ADR 281), drawn by the API (ADR 283).
  const body = useRef<HTMLDivElement>(null);
  const inView = useInView(body);
  useEffect(() => {
    if (stat.error) console.error(DASHBOARD_TEXTS.statsFailed(DASHBOARD_STAT_KINDS[kind]), stat.error);
  }, [stat.error, kind]);
  const points = stat.data ?? [];
  const latest = points.at(-1)?.count;
  return (
    <Card.Root size="sm" data-testid={`stat-${kind}`} data-scope={mineOf === null ? 'all' : 'mine'} data-latest={latest ?? ''} minW="0">
      <Card.Header pb="0">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          {latest !== undefined && (
            <Text fontWeight="bold" fontSize="lg" aria-label={`${title} this week`}>
              {latest}
            </Text>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="1" minH="190px" ref={body}>
        {stat.data ? (
          <>
            {inView && employerId !== null ? (
              <StatChart employerId={employerId} title={title} points={points} />
            ) : (
              <Skeleton height="180px" />
            )}
            <VisuallyHidden>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.weekOf}</th>
                    <th scope="col">{title}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p, i) => (
                    <tr key={`${p.date}-${i}`}>
                      <td>{p.date}</td>
                      <td>{p.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        ) : stat.error ? (
          <Text color="fg.muted">—</Text>
        ) : (
          <Skeleton height="180px" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
