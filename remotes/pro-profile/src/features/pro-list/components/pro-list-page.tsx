import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { PRO_LIST_DEFAULTS, PRO_LIST_ORDERS, PRO_RECORD_TEXTS, type ProListOrder, type ProRecordRow } from '@floorhire/domain-pro-profile';
import { formatDate, formatPhone, PAGE_SIZE_OPTIONS, pageCount, pageTitle } from '@floorhire/rules';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { Badge, Box, Button, Field, Heading, HStack, Input, Link, NativeSelect, Stack, Table, Text, Wrap } from '@floorhire/ui';
import { usePros, type ProListState } from '../api/get-pros';
import { useProCount } from '../api/get-pro-count';

const T = PRO_RECORD_TEXTS;

/** The list's state lives in the address, so Back from a record returns to the same page. */
function stateOf(search: URLSearchParams): ProListState {
  const size = Number(search.get('size'));
  const page = Number(search.get('page'));
  const order = search.get('order') as ProListOrder | null;
  return {
    q: search.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : PRO_LIST_DEFAULTS.limit,
    order: order && PRO_LIST_ORDERS.includes(order) ? order : PRO_LIST_DEFAULTS.order,
  };
}

const fullName = (r: Pick<ProRecordRow, 'nameFirst' | 'nameLast' | 'email'>) => `${r.nameFirst} ${r.nameLast}`.trim() || r.email;
const place = (r: ProRecordRow) => [r.city, r.state].filter(Boolean).join(', ');

function Badges({ row }: { row: ProRecordRow }) {
  if (row.achievements.length === 0) return null;
  return (
    <Wrap gap="1">
      {row.achievements.map((a) => (
        <Badge key={a} colorPalette={a === 'block' ? 'red' : 'purple'} variant="subtle">
          {T.badges[a]}
        </Badge>
      ))}
    </Wrap>
  );
}

/** /admin/pro: staff find a pro by name or phone (spec 002 §2, §5) and open the pro's record. */
export function ProListPage() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => stateOf(search), [search]);
  const [text, setText] = useState(state.q);
  const rows = usePros(state);
  const count = useProCount(state.q);
  const searchId = useId();
  const total = count.data?.count ?? 0;
  const pages = pageCount(total, state.size);

  useEffect(() => {
    document.title = pageTitle(T.prosTitle);
  }, []);

  const go = (next: Partial<ProListState>) => {
    const merged = { ...state, ...next };
    const params = new URLSearchParams();
    if (merged.q.trim()) params.set('q', merged.q.trim());
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.size !== PRO_LIST_DEFAULTS.limit) params.set('size', String(merged.size));
    if (merged.order !== PRO_LIST_DEFAULTS.order) params.set('order', merged.order);
    setSearch(params);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text, page: 1 });
  };

  return (
    <Box maxW="1100px" mx="auto" w="full">
      <Heading as="h1" size="2xl" mb="4">
        {T.prosTitle}
      </Heading>
      <form onSubmit={submit} role="search" aria-label={T.prosTitle}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }} mb="4">
          <Field.Root flex="1">
            <Field.Label htmlFor={searchId}>{T.searchLabel}</Field.Label>
            <Input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={200} size="lg" autoComplete="off" />
            <Field.HelperText>{T.searchHelp}</Field.HelperText>
          </Field.Root>
          <HStack gap="2" mb={{ md: '6' }}>
            <Button type="submit" size="lg" flex={{ base: '1', md: 'initial' }}>
              {T.search}
            </Button>
            {state.q && (
              <Button
                type="button"
                size="lg"
                variant="outline"
                onClick={() => {
                  setText('');
                  go({ q: '', page: 1 });
                }}
              >
                {T.clear}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Text fontWeight="medium" aria-live="polite" data-testid="pro-count">
          {count.data ? T.count(total) : '\u00a0'}
        </Text>
        <HStack gap="2">
          <Text asChild fontSize="sm">
            <label htmlFor={`${searchId}-order`}>{T.sortBy}</label>
          </Text>
          <NativeSelect.Root size="sm" w="11rem">
            <NativeSelect.Field id={`${searchId}-order`} value={state.order} onChange={(e) => go({ order: e.target.value as ProListOrder, page: 1 })}>
              {PRO_LIST_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {T.orders[o]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>

      {rows.error && rows.data === undefined ? (
        <ErrorState message={rows.error.message} onRetry={rows.reload} />
      ) : rows.data === undefined ? (
        <LoadingState />
      ) : rows.data.length === 0 ? (
        <EmptyState title={T.noPros} />
      ) : (
        <>
          <Box display={{ base: 'none', md: 'block' }} overflowX="auto">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{T.columns.name}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.contact}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.place}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.headline}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.badges}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.columns.lastActive}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.data.map((r) => (
                  <Table.Row key={r.userProfileId}>
                    <Table.Cell>
                      <Link asChild fontWeight="semibold">
                        <RouterLink to={`/admin/pro/${r.userProfileId}`}>{fullName(r)}</RouterLink>
                      </Link>
                      {r.status !== 'normal' && (
                        <Text fontSize="xs" color="fg.muted">
                          {T.accountStatus(r.status)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontSize="sm" wordBreak="break-all">
                        {r.email}
                      </Text>
                      {r.phone && <Text fontSize="sm">{formatPhone(r.phone)}</Text>}
                    </Table.Cell>
                    <Table.Cell>{place(r)}</Table.Cell>
                    <Table.Cell>{r.headline}</Table.Cell>
                    <Table.Cell>
                      <Badges row={r} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.lastActiveTs ? formatDate(r.lastActiveTs) : ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }}>
            {rows.data.map((r) => (
              <Box as="li" key={r.userProfileId} borderWidth="1px" borderRadius="lg" p="4">
                <Link asChild fontWeight="semibold">
                  <RouterLink to={`/admin/pro/${r.userProfileId}`}>{fullName(r)}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {[r.email, r.phone ? formatPhone(r.phone) : null].filter(Boolean).join(' · ')}
                </Text>
                <Text fontSize="sm">{[r.headline, place(r)].filter(Boolean).join(' · ')}</Text>
                <Badges row={r} />
              </Box>
            ))}
          </Stack>
        </>
      )}

      <HStack justify="space-between" mt="4" wrap="wrap" gap="3" as="nav" aria-label={T.pageOf(state.page, pages)}>
        <HStack gap="2">
          <Text asChild fontSize="sm">
            <label htmlFor={`${searchId}-size`}>{T.perPage}</label>
          </Text>
          <NativeSelect.Root size="sm" w="5rem">
            <NativeSelect.Field id={`${searchId}-size`} value={String(state.size)} onChange={(e) => go({ size: Number(e.target.value), page: 1 })}>
              {PAGE_SIZE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm">{T.pageOf(state.page, pages)}</Text>
          <Button size="sm" variant="outline" disabled={state.page <= 1} onClick={() => go({ page: state.page - 1 })}>
            {T.previous}
          </Button>
          <Button size="sm" variant="outline" disabled={state.page >= pages} onClick={() => go({ page: state.page + 1 })}>
            {T.next}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
