import type { ReactNode } from 'react';
import { Accordion, Badge, Box, Heading, Link, Stack, Text } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { fullName } from '@floorhire/rules';
import { TOP_MATCHES_SHOWN, MESSAGING_TEXTS, type ProPanel as ProPanelData, type TopMatches } from '@floorhire/domain-messaging';
import { NotesPanel } from '@floorhire/feature-notes';
import { ErrorState, LoadingState, type Resource } from '@floorhire/remote-kit';
import { ApplicationScore } from './application-score';
import { REMOTE_TEXTS as T } from '#app/texts';

/** Spec 002 §2 gives two readings; this panel opens applications and work (docs/decisions/222-messaging-remote.md). */
export const DEFAULT_OPEN_PANELS = ['applications', 'work'] as const;

const yyyymm = (value: number | null) => (value ? `${String(value % 100).padStart(2, '0')}/${Math.floor(value / 100)}` : T.present);

function Panel({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger>
        <Text flex="1" fontWeight="semibold">
          {title}
        </Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/** Spec 002 §2: the top 3 matches with the preferred job title (GET /top-matches). */
function TopMatchesSection({ top }: { top: Resource<TopMatches> }) {
  return (
    <Box>
      <Heading as="h3" size="sm">
        {T.topMatches}
      </Heading>
      {top.error ? (
        <ErrorState message={MESSAGING_TEXTS.summaryFailed} onRetry={top.reload} />
      ) : !top.data ? (
        <LoadingState />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" data-testid="preferred-title">
            {top.data.preferredJobTitle ? T.preferredJobTitle(top.data.preferredJobTitle) : T.noPreferredTitle}
          </Text>
          {top.data.matches.length === 0 ? (
            <Text fontSize="sm">{T.noMatches}</Text>
          ) : (
            <Stack as="ol" gap="0" m="0" ps="5" data-testid="top-matches">
              {top.data.matches.slice(0, TOP_MATCHES_SHOWN).map((m) => (
                <Text as="li" key={m.id} fontSize="sm">
                  {m.jobTitle}
                  {m.city || m.state ? <Text as="span" color="fg.muted">{` · ${[m.city, m.state].filter(Boolean).join(', ')}`}</Text> : null}
                </Text>
              ))}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}

/** The pro info panel: contact, top 3 matches with the preferred job title, and the four applicant panels. */
export function ProPanel({ pro, top, employerId, jobApplicantId }: { pro: ProPanelData; top: Resource<TopMatches>; employerId: number | null; jobApplicantId: number | null }) {
  return (
    <Stack gap="3" data-testid="pro-panel">
      <Box>
        <Heading as="h2" size="md">
          {fullName(pro.nameFirst, pro.nameLast)}
        </Heading>
        {pro.phone && <Text fontSize="sm">{pro.phone}</Text>}
        {(pro.city || pro.state) && <Text fontSize="sm" color="fg.muted">{[pro.city, pro.state].filter(Boolean).join(', ')}</Text>}
        {pro.optedOut && (
          <Badge colorPalette="red" mt="1" data-testid="opted-out">
            {T.optedOut}
          </Badge>
        )}
        {pro.locked && (
          <Text fontSize="sm" color="fg.muted" mt="1" data-testid="pro-locked">
            {T.locked}
          </Text>
        )}
      </Box>
      <TopMatchesSection top={top} />
      <Accordion.Root multiple defaultValue={[...DEFAULT_OPEN_PANELS]} variant="enclosed" size="sm">
        <Panel value="applications" title={T.applications}>
          {pro.applications.length === 0 ? (
            <Text fontSize="sm">{T.nothingYet}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
              {pro.applications.map((a) => (
                <li key={a.id}>
                  <Link asChild fontSize="sm">
                    <RouterLink to={a.url}>{a.jobTitle}</RouterLink>
                  </Link>{' '}
                  <Badge size="sm">{a.status}</Badge> <ApplicationScore jobApplicationId={a.id} />
                </li>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel value="work" title={T.work}>
          {pro.work.length === 0 ? (
            <Text fontSize="sm">{T.nothingYet}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
              {pro.work.map((w) => (
                <Text as="li" key={w.id} fontSize="sm">
                  {w.jobTitle}, {w.employerName} ({yyyymm(w.startYYYYMM)} – {yyyymm(w.endYYYYMM)})
                </Text>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel value="education" title={T.education}>
          {pro.education.length === 0 ? (
            <Text fontSize="sm">{T.nothingYet}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
              {pro.education.map((e) => (
                <Text as="li" key={e.id} fontSize="sm">
                  {[e.degree, e.school].filter(Boolean).join(', ')}
                  {e.endYYYYMM ? ` (${yyyymm(e.endYYYYMM)})` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel value="notes" title={T.notes}>
          <NotesPanel compact proId={pro.userProfileId} employerId={employerId} jobApplicantId={jobApplicantId} />
        </Panel>
      </Accordion.Root>
    </Stack>
  );
}
