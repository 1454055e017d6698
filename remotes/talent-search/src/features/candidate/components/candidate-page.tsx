import { useEffect } from 'react';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { Badge, Box, Card, DataList, Heading, HStack, Link, Stack, Tag, Text } from '@floorhire/ui';
import { formatDate, formatPhone } from '@floorhire/rules';
import { ErrorState, LoadingState, NotFoundState, useApi, useResource } from '@floorhire/remote-kit';
import { TALENT_SEARCH_TEXTS } from '@floorhire/domain-talent-search';
import { getCandidate, getUnlocks, listShortlists, notifyViewed } from '#app/api/talent-search-api';
import { ShortlistPicker } from '#app/components/shortlist-picker';
import { UnlockControl } from '#app/components/unlock-control';
import { useScope, useSearchBase } from '#app/lib/use-scope';
import { REMOTE_TEXTS as T } from '#app/texts';

const month = (yyyymm: number | null) => (yyyymm === null ? T.present : `${String(yyyymm % 100).padStart(2, '0')}/${Math.floor(yyyymm / 100)}`);

/** One candidate (spec 002 §3 "Talent search pro"): opening it records the view; unlock reveals contact details. */
export function CandidatePage() {
  const api = useApi();
  const scope = useScope();
  const base = useSearchBase();
  const candidateId = Number(useParams()['id']);
  const valid = Number.isInteger(candidateId) && candidateId > 0;
  const candidate = useResource(scope && valid ? `candidate:${JSON.stringify(scope)}:${candidateId}` : null, (signal) => getCandidate(api, scope!, candidateId, signal));
  const unlocks = useResource(scope?.kind === 'employer' ? `unlocks:${scope.employerId}` : null, (signal) => getUnlocks(api, (scope as { employerId: number }).employerId, signal));
  const shortlists = useResource(scope ? `shortlists:${JSON.stringify(scope)}` : null, (signal) => listShortlists(api, scope!, signal));

  useEffect(() => {
    // Viewed state is best effort: the page works without it (spec 002 §8 'Could not update candidate viewed status').
    if (scope && valid && candidate.data) void notifyViewed(api, scope, candidateId).catch(() => undefined);
  }, [api, scope, valid, candidateId, candidate.data]);

  if (!valid) return <NotFoundState />;
  if (candidate.error?.statusCode === 404) return <NotFoundState message={TALENT_SEARCH_TEXTS.candidateNotFound} />;
  if (candidate.error && !candidate.data) return <ErrorState message={TALENT_SEARCH_TEXTS.proProfileFailed} onRetry={candidate.reload} />;
  if (!candidate.data || !scope) return <LoadingState />;
  const c = candidate.data;
  const name = `${c.nameFirst} ${c.nameLast}`;
  const place = [c.address.city, c.address.state, c.address.postalCode].filter(Boolean).join(', ');
  const left = unlocks.data ? Math.max(0, unlocks.data.availableCredits - unlocks.data.usedCredits) : null;

  return (
    <Box p={{ base: 3, md: 6 }}>
      <Stack gap="4" maxW="56rem">
        <Link asChild color="green.800" fontSize="sm">
          <RouterLink to={base}>← {T.back}</RouterLink>
        </Link>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="lg">
            {name}
          </Heading>
          {c.unlocked && <Badge colorPalette="brand">{T.unlocked}</Badge>}
        </HStack>
        <Text>{[c.historyJobTitle, c.historyEmployerName, place].filter(Boolean).join(' · ')}</Text>
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="sm" mb="2">
              {T.contact}
            </Heading>
            {c.phone !== null || c.email !== null ? (
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>{T.phone}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="candidate-phone">{c.phone ? formatPhone(c.phone) : '—'}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{T.email}</DataList.ItemLabel>
                  <DataList.ItemValue>{c.email ?? '—'}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            ) : (
              <Stack gap="2" align="start">
                <Text>{T.locked}</Text>
                {scope.kind === 'employer' && (
                  <HStack gap="3">
                    <UnlockControl employerId={scope.employerId} profileIds={[c.profileId]} source="pdp" state={unlocks.data ?? null} onUnlocked={(r) => { unlocks.setData(r); candidate.reload(); }} />
                    {left !== null && <Text fontSize="sm" data-testid="credits-left">{T.credits(left)}</Text>}
                  </HStack>
                )}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="sm" mb="2">
              {T.shortlists}
            </Heading>
            <HStack gap="2" wrap="wrap" mb="2">
              {(shortlists.data ?? []).filter((s) => c.shortlistIds.includes(s.id)).map((s) => (
                <Tag.Root key={s.id}>
                  <Tag.Label>{s.title}</Tag.Label>
                </Tag.Root>
              ))}
            </HStack>
            <ShortlistPicker id="ts-candidate-shortlist" scope={scope} shortlists={shortlists.data ?? []} proIds={[c.profileId]} onAdded={() => candidate.reload()} />
          </Card.Body>
        </Card.Root>
        {c.summary && (
          <Box>
            <Heading as="h2" size="sm" mb="1">
              {T.summary}
            </Heading>
            <Text>{c.summary}</Text>
          </Box>
        )}
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {T.experience}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none">
            {c.yearsByJobTitle.map((y) => (
              <Text as="li" key={y.jobTitleId}>
                {y.title}: {T.years(y.years)}
              </Text>
            ))}
            {c.history.map((h) => (
              <Text as="li" key={`${h.employerName}-${h.startYYYYMM}`} fontSize="sm">
                {h.jobTitle}, {h.employerName} ({month(h.startYYYYMM)} – {month(h.endYYYYMM)})
              </Text>
            ))}
          </Stack>
        </Box>
        {[
          [T.jobTitles, c.jobTitles],
          [T.skills, c.skills],
          [T.machines, c.technologies],
          [T.brands, c.brands],
        ].map(([label, items]) =>
          (items as { id: number; name: string }[]).length ? (
            <Box key={label as string}>
              <Heading as="h2" size="sm" mb="1">
                {label as string}
              </Heading>
              <HStack gap="1" wrap="wrap">
                {(items as { id: number; name: string }[]).map((i) => (
                  <Tag.Root key={i.id} size="sm" variant="subtle">
                    <Tag.Label>{i.name}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            </Box>
          ) : null,
        )}
        {c.lastActiveTs && <Text fontSize="sm" color="fg.muted">{T.lastActive(formatDate(c.lastActiveTs))}</Text>}
      </Stack>
    </Box>
  );
}
