import { useState } from 'react';
import { Badge, Box, Button, Card, DataList, Grid, Heading, HStack, Link, SimpleGrid, Stack, Stat, Table, Text } from '@floorhire/ui';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { ErrorState, Loaded, NotFoundState, useApi, type Resource } from '@floorhire/remote-kit';
import { DEFAULT_ERROR_MESSAGE, EMPLOYER_STATUSES, formatPhone, fullName, linkTo, userStatusLabel } from '@floorhire/rules';
import { STAFF_SPEC_TEXTS, type StaffEmployerSummary } from '@floorhire/domain-staff';
import type { EmployerDto, PersonSummary } from '@floorhire/schemas';
import { useEmployerSummaries } from '#app/api/get-employer-summaries';
import { useStaffUsers } from '#app/api/get-staff-users';
import { PageFrame } from '#app/components/page-frame';
import { LabelledSelect } from '#app/components/select';
import { EmployerStatusBadge } from '#app/components/status-badge';
import { messageOf } from '#app/lib/errors';
import { actAsPath } from '#app/lib/user-links';
import { STAFF_TEXTS } from '#app/texts';
import { useEmployer } from '../api/get-employer';
import { useEmployerUsers } from '../api/get-employer-users';
import { setEmployerAssignee } from '../api/set-employer-assignee';
import { setEmployerStatus } from '../api/set-employer-status';
import { setEmployerWatchers } from '../api/set-employer-watchers';
import { TalentSearchCard } from './talent-search-card';

const T = STAFF_TEXTS.employer;

function useSave() {
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, saved: string) => {
    setBusy(true);
    try {
      await work();
      notify({ kind: 'snackbar', type: 'success', message: saved });
    } catch (cause) {
      notify({ kind: 'snackbar', type: 'error', message: messageOf(cause, DEFAULT_ERROR_MESSAGE), duration: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Status, assignee (staff only, from GET user-profile/super-admin) and watchers. */
function AccountCard({ employer, onSaved }: { employer: EmployerDto; onSaved(next: EmployerDto): void }) {
  const api = useApi();
  const staff = useStaffUsers();
  const { busy, run } = useSave();
  const watcherIds = new Set((employer.employerWatcherMaps ?? []).map((w) => w.watcherId));
  const staffOptions = (staff.data ?? []).map((u) => ({ value: String(u.id), label: fullName(u.nameFirst, u.nameLast) || u.email }));
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4" aria-busy={busy}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <LabelledSelect
              id="employer-page-status"
              label={T.status}
              value={employer.status}
              onChange={(status) => void run(async () => onSaved(await setEmployerStatus(api, employer.id, status as EmployerDto['status'])), T.statusSaved)}
              options={EMPLOYER_STATUSES.map((s) => ({ value: s, label: s }))}
            />
            <LabelledSelect
              id="employer-page-assignee"
              label={T.assignee}
              value={employer.assigneeId ? String(employer.assigneeId) : ''}
              disabled={!staff.data}
              onChange={(value) => void run(async () => onSaved(await setEmployerAssignee(api, employer.id, value ? Number(value) : null)), T.assigneeSaved)}
              options={[{ value: '', label: T.none }, ...staffOptions, ...(employer.assignee && !staffOptions.some((o) => o.value === String(employer.assigneeId)) ? [{ value: String(employer.assigneeId), label: fullName(employer.assignee.nameFirst, employer.assignee.nameLast) }] : [])]}
            />
          </SimpleGrid>
          {staff.error && <ErrorState message={STAFF_SPEC_TEXTS.superAdminsLoadFailed} onRetry={staff.reload} />}
          {staff.data && (
            <Box as="fieldset" borderWidth="0" p="0" m="0">
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
                {T.watchers}
              </Text>
              <HStack wrap="wrap" gap="4">
                {staff.data.map((u) => (
                  <label key={u.id} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
                    <input
                      type="checkbox"
                      checked={watcherIds.has(u.id)}
                      onChange={(e) => {
                        const next = new Set(watcherIds);
                        if (e.currentTarget.checked) next.add(u.id);
                        else next.delete(u.id);
                        void run(async () => onSaved(await setEmployerWatchers(api, employer.id, [...next])), T.watchersSaved);
                      }}
                    />
                    {fullName(u.nameFirst, u.nameLast) || u.email}
                  </label>
                ))}
              </HStack>
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Counts({ summary }: { summary: StaffEmployerSummary }) {
  const counts = [
    { label: T.contacts, value: summary.contacts, to: null },
    { label: T.members, value: summary.members, to: linkTo('adminUsers', {}, { employerId: summary.id }) },
    { label: T.jobs, value: summary.jobs, to: `/admin/jobs?employerId=${summary.id}` },
  ];
  return (
    <SimpleGrid columns={3} gap="3" data-testid="employer-counts">
      {counts.map((c) => (
        <Card.Root key={c.label} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{c.to ? <RouterLink to={c.to}>{c.label}</RouterLink> : c.label}</Stat.Label>
              <Stat.ValueText>{c.value}</Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function UsersCard({ employer, users }: { employer: EmployerDto; users: Resource<PersonSummary[]> }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md">
              {T.users}
            </Heading>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={linkTo('adminEmployerUserCreate', {}, { employerId: employer.id, employerName: employer.name })}>{T.addUser}</RouterLink>
            </Button>
          </HStack>
          <Loaded resource={users} empty={(list) => (list.length === 0 ? <Text color="fg.muted">{T.noUsers}</Text> : null)}>
            {(list) => (
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="employer-users">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{STAFF_TEXTS.users.name}</Table.ColumnHeader>
                      <Table.ColumnHeader>{STAFF_TEXTS.users.group}</Table.ColumnHeader>
                      <Table.ColumnHeader>{STAFF_TEXTS.users.status}</Table.ColumnHeader>
                      <Table.ColumnHeader>{STAFF_TEXTS.user.actAs}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.map((u) => {
                      const name = fullName(u.nameFirst, u.nameLast) || u.email;
                      const act = actAsPath({ id: u.id, groupMembership: u.groupMembership });
                      return (
                        <Table.Row key={u.id}>
                          <Table.Cell>
                            <Link asChild>
                              <RouterLink to={linkTo('adminEmployerUser', { id: u.id })} aria-label={T.edit(name)}>
                                {name}
                              </RouterLink>
                            </Link>
                            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                              {u.email}
                            </Text>
                          </Table.Cell>
                          <Table.Cell>{u.groupMembership ?? '—'}</Table.Cell>
                          <Table.Cell>{userStatusLabel(u.status)}</Table.Cell>
                          <Table.Cell>
                            {act && u.status !== 'archive' && u.status !== 'block' && u.status !== 'suspend' && (
                              <Link asChild fontSize="sm">
                                <RouterLink to={act} aria-label={T.actAs(name)}>
                                  {STAFF_TEXTS.user.actAs}
                                </RouterLink>
                              </Link>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Loaded>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Overview({ employer }: { employer: EmployerDto }) {
  const address = [employer.street1, [employer.city, employer.state].filter(Boolean).join(', '), employer.postalCode].filter(Boolean).join(' · ');
  return (
    <Card.Root>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{T.plan}</DataList.ItemLabel>
            <DataList.ItemValue>{employer.subscription ? `${employer.subscription.plan ?? ''} (${employer.subscription.status})` : T.noPlan}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{T.address}</DataList.ItemLabel>
            <DataList.ItemValue>{address || '—'}</DataList.ItemValue>
          </DataList.Item>
          {employer.phone && (
            <DataList.Item>
              <DataList.ItemLabel>{STAFF_TEXTS.create.phone}</DataList.ItemLabel>
              <DataList.ItemValue>{formatPhone(employer.phone)}</DataList.ItemValue>
            </DataList.Item>
          )}
          {(employer.accountAdmins ?? []).length > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>{T.accountAdmins}</DataList.ItemLabel>
              <DataList.ItemValue>{(employer.accountAdmins ?? []).map((a) => fullName(a.nameFirst, a.nameLast)).join(', ')}</DataList.ItemValue>
            </DataList.Item>
          )}
          {(employer.employerIndustries ?? []).length > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>{STAFF_TEXTS.employerCreate.industry}</DataList.ItemLabel>
              <DataList.ItemValue>{(employer.employerIndustries ?? []).map((i) => i.industry.name).join(', ')}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** employer/{id} (spec 002 §2, §3, §7): the employer page with its counts, assignee, watchers, users, Talent Search and links. */
export function EmployerPage() {
  const raw = useParams().id;
  const id = raw && /^\d+$/u.test(raw) ? Number(raw) : null;
  const employer = useEmployer(id);
  const users = useEmployerUsers(id);
  // Its counts and Talent Search status, from the summary list (archived employers included).
  const summary = useEmployerSummaries(id === null ? null : { where: { id, status: { inq: [...EMPLOYER_STATUSES] } }, limit: 1 });
  const [talentSearch, setTalentSearch] = useState<StaffEmployerSummary['talentSearch'] | null>(null);
  if (id === null) return <NotFoundState />;
  const row = summary.data?.[0];
  return (
    <PageFrame
      title={employer.data?.name ?? STAFF_TEXTS.employers.title}
      back={{ label: STAFF_TEXTS.employers.title, to: linkTo('adminEmployers') }}
      actions={employer.data ? <EmployerStatusBadge status={employer.data.status} /> : undefined}
    >
      <Loaded resource={employer}>
        {(e) => (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
            <Stack gap="5" minW="0">
              {row && <Counts summary={row} />}
              <Overview employer={e} />
              <AccountCard employer={e} onSaved={employer.setData} />
              <UsersCard employer={e} users={users} />
            </Stack>
            <Stack gap="5" minW="0">
              {row && <TalentSearchCard employerId={e.id} status={talentSearch ?? row.talentSearch} onChanged={setTalentSearch} />}
              <Card.Root>
                <Card.Body>
                  <Stack as="nav" aria-labelledby="employer-links" gap="2">
                    <Heading as="h2" size="md" id="employer-links">
                      {T.links}
                    </Heading>
                    <Link asChild>
                      <RouterLink to={`/admin/jobs?employerId=${e.id}`}>{T.linkJobs}</RouterLink>
                    </Link>
                    <Link asChild>
                      <RouterLink to={linkTo('adminUsers', {}, { employerId: e.id })}>{T.linkUsers}</RouterLink>
                    </Link>
                    <Link asChild>
                      <RouterLink to={`/admin/employer/${e.id}/billing`}>{T.linkBilling}</RouterLink>
                    </Link>
                    <Link asChild>
                      <RouterLink to={`/admin/employer/${e.id}/indeed`}>{T.linkJobBoard}</RouterLink>
                    </Link>
                  </Stack>
                </Card.Body>
              </Card.Root>
              <Badge alignSelf="flex-start" variant="outline">{`#${e.id}`}</Badge>
            </Stack>
          </Grid>
        )}
      </Loaded>
    </PageFrame>
  );
}
