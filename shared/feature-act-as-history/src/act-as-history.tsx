import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@floorhire/ui';
import { actAsActionLabel, type ActAsHistoryEntry } from '@floorhire/domain-staff';
import { formatDate, formatTime } from '@floorhire/rules';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { useActAsHistory } from './act-as-history-api';
import { ACT_AS_HISTORY_TEXTS as T } from './texts';

export interface ActAsHistoryProps {
  userProfileId: number;
  /** 'self': the user reads it on their own sign-in settings; 'staff': a staff page about the user. */
  audience: 'self' | 'staff';
  /** Heading level of the section title (the page's outline decides). */
  headingLevel?: 2 | 3;
}

const PAGE = 5;

function when(ts: string): string {
  return `${formatDate(ts)} ${formatTime(ts)}`;
}

function Session({ entry, audience }: { entry: ActAsHistoryEntry; audience: 'self' | 'staff' }) {
  const user = `${entry.user.nameFirst} ${entry.user.nameLast}`.trim();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="act-as-session">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{T.actedAs(entry.staff.name, user, audience)}</Text>
        {entry.live ? <Badge colorPalette="yellow">{T.running}</Badge> : <Badge>{entry.actions.length === 0 ? T.noWrites : T.writes(entry.actions.filter((a) => a.statusCode !== null && a.statusCode < 400).length)}</Badge>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {when(entry.startTs)}
        {entry.endTs ? ` – ${formatTime(entry.endTs)}` : ''}
        {entry.endReason ? `, ${T.ended[entry.endReason]}` : ''}
        {entry.clientAddress ? `, ${T.from(entry.clientAddress)}` : ''}
      </Text>
      {entry.actions.length > 0 && (
        <Stack as="ol" gap="1" mt="2" ps="4" fontSize="sm">
          {entry.actions.map((action) => (
            <li key={action.id} data-testid="act-as-action">
              <Text as="span">{formatTime(action.createTs)} </Text>
              <Text as="span" fontWeight="medium">
                {actAsActionLabel(action.method, action.route, action.path)}
              </Text>
              {action.statusCode !== null && action.statusCode >= 400 && (
                <Text as="span" color="red.700">
                  {' '}
                  {T.refused(action.statusCode)}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * When FloorHire staff acted as the user, and every write they made then (ADR 304): on the
 * user's own sign-in settings (no staff ids or addresses there) and on staff's user pages.
 */
export function ActAsHistory({ userProfileId, audience, headingLevel = 2 }: ActAsHistoryProps) {
  const [limit, setLimit] = useState(PAGE);
  const history = useActAsHistory(userProfileId, limit);
  const data = history.data;
  return (
    <Stack as="section" aria-labelledby={`act-as-history-${userProfileId}`} gap="3" data-testid="act-as-history">
      <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="md" id={`act-as-history-${userProfileId}`}>
        {T.title}
      </Heading>
      <Text color="fg.muted">{T.intro[audience]}</Text>
      {history.error && !data ? (
        <ErrorState message={T.loadFailed} onRetry={history.reload} />
      ) : !data ? (
        <LoadingState />
      ) : data.sessions.length === 0 ? (
        <EmptyState title={T.empty[audience]} />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
            {data.sessions.map((entry) => (
              <Session key={entry.id} entry={entry} audience={audience} />
            ))}
          </Stack>
          {data.count > data.sessions.length && (
            <Button alignSelf="flex-start" size="sm" variant="outline" loading={history.loading} onClick={() => setLimit((n) => Math.min(50, n + PAGE))}>
              {T.more}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
