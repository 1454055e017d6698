import { useState } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { JOB_NOTIFICATION_STATUSES, JOB_OUTREACH_PAGE, JOB_OUTREACH_STATUS_LABELS, JOB_OUTREACH_TEXTS, type JobNotificationStatus, type JobOutreachRow } from '@floorhire/domain-job-board';
import type { JobDto } from '@floorhire/domain-jobs';
import { formatDate, formatTime, pageCount } from '@floorhire/rules';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { Badge, Box, Button, HStack, Link, NativeSelect, Stack, Table, Text, Wrap } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { useOutreach, type OutreachPage } from '../api/get-outreach';
import { useOutreachSummary } from '../api/get-outreach-summary';
import { OutreachFrame as Frame } from './outreach-count';
import { SendToPro } from './send-to-pro';

const T = JOB_OUTREACH_TEXTS;
const P = PAGE_TEXTS.outreach;
const when = (ts: string) => `${formatDate(ts)} ${formatTime(ts)}`;

/** One line of when: sent, held by quiet hours, or only matched. */
function timeOf(r: JobOutreachRow): string {
  const parts = [r.sentTs ? T.sent(when(r.sentTs)) : T.matched(when(r.createTs))];
  if (r.sendAt) parts.push(T.heldUntil(when(r.sendAt)));
  return parts.join(' · ');
}

const proName = (r: JobOutreachRow) => `${r.nameFirst} ${r.nameLast}`.trim();

/**
 * Staff on a job's page (ADR 116): every pro the job-matching job sent it to, with status,
 * channel and time, and sending it to a chosen pro by hand (ADR 208).
 */
export function OutreachPanel({ job }: { job: JobDto }) {
  const summary = useOutreachSummary(job.id);
  const [at, setAt] = useState<OutreachPage>({ status: null, page: 1 });
  const rows = useOutreach(job.id, at);
  const shown = at.status ? (summary.data?.byStatus[at.status] ?? 0) : Object.values(summary.data?.byStatus ?? {}).reduce((a, b) => a + b, 0);
  const pages = pageCount(shown, JOB_OUTREACH_PAGE);
  const reload = () => {
    summary.reload();
    rows.reload();
  };

  return (
    <Frame>
      {summary.data && (
        <Stack gap="2" mb="4">
          <Text fontSize="xl" fontWeight="semibold" data-testid="outreach-count">
            {T.sentCount(summary.data.sent)}
          </Text>
          <Wrap gap="2">
            {JOB_NOTIFICATION_STATUSES.map((s) => (
              <Badge key={s} variant="subtle" colorPalette="gray">
                {P.countOf(JOB_OUTREACH_STATUS_LABELS[s], summary.data!.byStatus[s] ?? 0)}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      )}
      <HStack mb="3" gap="2">
        <Text asChild fontSize="sm">
          <label htmlFor={`outreach-status-${job.id}`}>{T.filterStatus}</label>
        </Text>
        <NativeSelect.Root size="sm" w="16rem">
          <NativeSelect.Field id={`outreach-status-${job.id}`} value={at.status ?? ''} onChange={(e) => setAt({ status: (e.target.value || null) as JobNotificationStatus | null, page: 1 })}>
            <option value="">{T.allStatuses}</option>
            {JOB_NOTIFICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {JOB_OUTREACH_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {rows.error && !rows.data ? (
        <ErrorState message={P.loadFailed} onRetry={rows.reload} />
      ) : !rows.data ? (
        <LoadingState />
      ) : rows.data.length === 0 ? (
        <Text color="fg.muted">{T.none}</Text>
      ) : (
        <>
          <Box display={{ base: 'none', md: 'block' }} overflowX="auto">
            <Table.Root size="sm" data-testid="outreach-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{T.columns.pro}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.channel}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.time}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.data.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>
                      <Link asChild>
                        <RouterLink to={`/admin/pro/${r.userProfileId}`}>{proName(r)}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{JOB_OUTREACH_STATUS_LABELS[r.status]}</Table.Cell>
                    <Table.Cell>{r.channel ? T.channels[r.channel] : T.noChannelYet}</Table.Cell>
                    <Table.Cell>
                      <Text fontSize="sm">{timeOf(r)}</Text>
                      {r.sentBy && (
                        <Text fontSize="xs" color="fg.muted">
                          {T.byHand(`${r.sentBy.nameFirst} ${r.sentBy.nameLast}`.trim())}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }}>
            {rows.data.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3">
                <Link asChild fontWeight="semibold">
                  <RouterLink to={`/admin/pro/${r.userProfileId}`}>{proName(r)}</RouterLink>
                </Link>
                <Text fontSize="sm">
                  {JOB_OUTREACH_STATUS_LABELS[r.status]} · {r.channel ? T.channels[r.channel] : T.noChannelYet}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {timeOf(r)}
                </Text>
                {r.sentBy && (
                  <Text fontSize="xs" color="fg.muted">
                    {T.byHand(`${r.sentBy.nameFirst} ${r.sentBy.nameLast}`.trim())}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
          {pages > 1 && (
            <HStack as="nav" aria-label={P.pager} justify="flex-end" gap="2" mt="3">
              <Text fontSize="sm">{P.pageOf(at.page, pages)}</Text>
              <Button size="sm" variant="outline" disabled={at.page <= 1} onClick={() => setAt((a) => ({ ...a, page: a.page - 1 }))}>
                {P.previous}
              </Button>
              <Button size="sm" variant="outline" disabled={at.page >= pages} onClick={() => setAt((a) => ({ ...a, page: a.page + 1 }))}>
                {P.next}
              </Button>
            </HStack>
          )}
        </>
      )}
      {job.status === 'live' && <SendToPro jobId={job.id} onSent={reload} />}
    </Frame>
  );
}
