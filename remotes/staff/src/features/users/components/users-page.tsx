import { useMemo, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Card, HStack, Link, NativeSelect, SimpleGrid, Stack, Table, Text, TextField, Wrap } from '@floorhire/ui';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { GROUP_MEMBERSHIPS, USER_STATUSES, formatDate, formatPhone, fullName, userStatusLabel } from '@floorhire/rules';
import { STAFF_API_TEXTS, USER_LIST, isNameSearch, type StaffUserRow } from '@floorhire/domain-staff';
import { PageFrame } from '#app/components/page-frame';
import { Pager } from '#app/components/pager';
import { SearchActions } from '#app/components/search-actions';
import { UserStatusBadge } from '#app/components/status-badge';
import { actAsPath, userPagePath } from '#app/lib/user-links';
import { STAFF_TEXTS } from '#app/texts';
import { useUserCount } from '../api/get-user-count';
import { useUsers } from '../api/get-users';
import { filterOf, searchFromState, stateFromSearch, whereOf, type UserListState } from '../utils/user-filter';

const T = STAFF_TEXTS.users;

function NameLink({ user }: { user: StaffUserRow }) {
  const name = fullName(user.nameFirst, user.nameLast) || user.email;
  const to = userPagePath(user);
  return to ? (
    <Link asChild fontWeight="semibold">
      <RouterLink to={to}>{name}</RouterLink>
    </Link>
  ) : (
    <Text as="span" fontWeight="semibold">
      {name}
    </Text>
  );
}

function ActAsLink({ user }: { user: StaffUserRow }) {
  const to = actAsPath(user);
  if (!to || user.status === 'archive' || user.status === 'block' || user.status === 'suspend') return null;
  const name = fullName(user.nameFirst, user.nameLast) || user.email;
  return (
    <Link asChild fontSize="sm">
      <RouterLink to={to} aria-label={T.actAs(name)}>
        {STAFF_TEXTS.user.actAs}
      </RouterLink>
    </Link>
  );
}

/** Users (spec 002 §2 /admin/users, §7 user-profile/all and /count, §9 25 a page newest first, §5 name and phone search). */
export function UsersPage() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => stateFromSearch(search), [search]);
  const [draft, setDraft] = useState<UserListState>(state);
  const filter = useMemo(() => filterOf(state), [state]);
  const where = useMemo(() => whereOf(state), [state]);
  const users = useUsers(filter);
  const count = useUserCount(where);
  const nameError = draft.name.trim() && !isNameSearch(draft.name) ? STAFF_API_TEXTS.nameSearchInvalid : undefined;

  const apply = (next: UserListState) => setSearch(searchFromState(next), { replace: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!nameError) apply({ ...draft, page: 1 });
  };
  const clear = () => {
    const empty: UserListState = { name: '', phone: '', email: '', groupMembership: '', status: '', employerId: null, page: 1, pageSize: state.pageSize };
    setDraft(empty);
    apply(empty);
  };
  const rows = users.data ?? [];

  return (
    <PageFrame
      title={T.title}
      actions={
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/admin/users/admin/create">{`${T.create}: ${T.createStaff}`}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/admin/users/employer/create">{`${T.create}: ${T.createEmployerUser}`}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/admin/users/pro/create">{`${T.create}: ${T.createPro}`}</RouterLink>
          </Button>
        </Wrap>
      }
    >
      <Box as="form" role="search" aria-label={T.search} onSubmit={submit} mb="5">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
          <TextField label={T.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={nameError} autoComplete="off" />
          <TextField label={T.phone} value={draft.phone} onChange={(phone) => setDraft({ ...draft, phone })} inputMode="tel" autoComplete="off" />
          <TextField label={T.email} value={draft.email} onChange={(email) => setDraft({ ...draft, email })} autoComplete="off" />
          <Stack gap="1.5">
            <label htmlFor="users-group" style={{ fontSize: '0.875rem', fontWeight: 500 }}>
              {T.group}
            </label>
            <NativeSelect.Root>
              <NativeSelect.Field id="users-group" value={draft.groupMembership} onChange={(e) => setDraft({ ...draft, groupMembership: e.currentTarget.value as UserListState['groupMembership'] })}>
                <option value="">{T.anyGroup}</option>
                {GROUP_MEMBERSHIPS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
          <Stack gap="1.5">
            <label htmlFor="users-status" style={{ fontSize: '0.875rem', fontWeight: 500 }}>
              {T.status}
            </label>
            <NativeSelect.Root>
              <NativeSelect.Field id="users-status" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value as UserListState['status'] })}>
                <option value="">{T.anyStatus}</option>
                {USER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {userStatusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        </SimpleGrid>
        <SearchActions search={T.search} clear={T.clear} onClear={clear} countText={count.data === undefined ? null : T.count(count.data)} countTestId="users-count" />
      </Box>

      {users.error && !users.data ? (
        <ErrorState message={users.error.message} onRetry={users.reload} />
      ) : !users.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={T.none} />
      ) : (
        <Box aria-busy={users.loading} opacity={users.loading ? 0.6 : 1}>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
            <Table.Root size="sm" data-testid="users-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{T.name}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.phone}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.group}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.employers}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.created}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.actAsColumn}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((user) => (
                  <Table.Row key={user.id} data-testid="user-row">
                    <Table.Cell>
                      <NameLink user={user} />
                      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                        {user.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatPhone(user.phone)}</Table.Cell>
                    <Table.Cell>{user.groupMembership ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <UserStatusBadge status={user.status} />
                    </Table.Cell>
                    <Table.Cell>{user.employers.map((e) => e.name).join(', ')}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(user.createTs)}</Table.Cell>
                    <Table.Cell>
                      <ActAsLink user={user} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" m="0" p="0">
            {rows.map((user) => (
              <Card.Root as="li" key={user.id} size="sm">
                <Card.Body gap="1">
                  <HStack justify="space-between" wrap="wrap">
                    <NameLink user={user} />
                    <UserStatusBadge status={user.status} />
                  </HStack>
                  <Text fontSize="sm" wordBreak="break-all">
                    {user.email}
                  </Text>
                  <HStack gap="2" wrap="wrap" fontSize="sm">
                    {user.groupMembership && <Badge>{user.groupMembership}</Badge>}
                    {user.phone && <Text>{formatPhone(user.phone)}</Text>}
                  </HStack>
                  {user.employers.length > 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      {user.employers.map((e) => e.name).join(', ')}
                    </Text>
                  )}
                  <ActAsLink user={user} />
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Box>
      )}
      <Pager
        id="users-page-size"
        page={state.page}
        pageSize={state.pageSize}
        pageSizes={USER_LIST.pageSizes}
        total={count.data}
        onPage={(page) => apply({ ...state, page })}
        onPageSize={(pageSize) => apply({ ...state, pageSize, page: 1 })}
      />
    </PageFrame>
  );
}
