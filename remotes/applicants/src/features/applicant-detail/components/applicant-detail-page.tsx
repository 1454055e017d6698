import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from '@floorhire/router';
import { Accordion, Badge, Box, Button, Card, Flex, Grid, Heading, HStack, Link, Stack, Tabs, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { formatDate, formatPhone, fullName } from '@floorhire/rules';
import { APPLICANT_TEXTS, applicantStatusLabel, type ApplicantDetail } from '@floorhire/domain-applications';
import { ErrorState, LoadingState, useApi } from '@floorhire/remote-kit';
import { useViewer, type Viewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { downloadProfilePdf } from '../api/download-profile-pdf';
import { useApplicant } from '../api/get-applicant';
import { sendScreening } from '../api/send-screening';
import { ScoreCard } from './score-card';
import { ScreenerAnswers } from './screener-answers';
import { RecordLinks } from './record-links';
import { StatusControl } from './status-control';

/** What the notes and interview features need from the applicant; routes.tsx composes them in. */
export interface ApplicantContext {
  applicant: ApplicantDetail;
  viewer: Viewer;
  reload(): void;
}

/**
 * Panels open at first (spec 001 §2 gives two readings; docs/decisions/122-applicant-detail.md
 * takes "work and education").
 */
export const DEFAULT_OPEN_PANELS = ['work', 'education'] as const;

const yyyymm = (value: number | null) => (value ? `${String(value % 100).padStart(2, '0')}/${Math.floor(value / 100)}` : T.present);

/** One collapsible section of the profile tab (Applications, Work history, Education, Notes). */
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

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}

export function ApplicantDetailPage({ renderNotes, renderInterview }: { renderNotes(ctx: ApplicantContext): ReactNode; renderInterview(ctx: ApplicantContext): ReactNode }) {
  const params = useParams();
  const id = Number(params['jobApplicantId'] ?? params['applicationId']);
  const [search, setSearch] = useSearchParams();
  const viewer = useViewer();
  const applicant = useApplicant(id);
  const tab = search.get('tab') === 'interview' ? 'interview' : 'profile';

  if (!Number.isInteger(id) || id < 1) return <ErrorState message={T.notFound} />;
  if (applicant.error) return <ErrorState message={applicant.error.statusCode === 404 ? T.notFound : APPLICANT_TEXTS.userProfileFailed} onRetry={applicant.reload} />;
  if (!applicant.data) return <LoadingState />;
  const a = applicant.data;
  const ctx: ApplicantContext = { applicant: a, viewer, reload: applicant.reload };
  const name = fullName(a.userProfile.nameFirst, a.userProfile.nameLast);

  return (
    <Stack gap="4" p={{ base: 3, md: 6 }} data-testid="applicant-detail">
      <Stack gap="1">
        <Link asChild color="fg.muted" fontSize="sm" width="fit-content">
          <RouterLink to={`${viewer.area}/jobs/${a.jobId}/candidates`}>{T.backToApplicants}</RouterLink>
        </Link>
        <Flex gap="3" wrap="wrap" align="center">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            {name}
          </Heading>
          <Badge size="lg" data-testid="applicant-status">
            {a.statusLabel || applicantStatusLabel(a.status, viewer.kind) || a.status}
          </Badge>
        </Flex>
        <Text color="fg.muted">
          {a.job.jobTitle.title}
          {viewer.kind === 'staff' ? ` · ${a.job.employer.name}` : ''}
        </Text>
      </Stack>

      {viewer.kind === 'staff' && <RecordLinks base={`/admin/jobs/${a.jobId}/pro/${a.userProfileId}/application/${a.id}`} userProfileId={a.userProfileId} />}

      {viewer.canEditApplicants && <StatusControl key={a.status} applicantId={a.id} status={a.status} viewer={viewer.kind} onChanged={applicant.reload} />}

      <Tabs.Root
        value={tab}
        onValueChange={(e) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              if (e.value === 'interview') next.set('tab', 'interview');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="profile">{T.profileTab}</Tabs.Trigger>
          <Tabs.Trigger value="interview">{T.interviewTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab ctx={ctx} renderNotes={renderNotes} />
        </Tabs.Content>
        <Tabs.Content value="interview">{renderInterview(ctx)}</Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function ProfileTab({ ctx, renderNotes }: { ctx: ApplicantContext; renderNotes(ctx: ApplicantContext): ReactNode }) {
  const { applicant: a, viewer } = ctx;
  const props = useRemoteProps();
  const api = useApi();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ count: number; ts: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const sentCount = sent?.count ?? a.screeningSentCount;
  const sentTs = sent?.ts ?? a.screeningLastSentTs;

  const resend = async () => {
    setSending(true);
    try {
      const answer = await sendScreening(api, a.id);
      setSent({ count: answer.screeningSentCount, ts: answer.screeningLastSentTs });
      props.notify({ kind: 'snackbar', type: 'success', message: T.screeningSent });
    } catch {
      // Spec 001 §8: screening resend errors are swallowed silently.
    } finally {
      setSending(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadProfilePdf(props, a.id, `${a.userProfile.nameFirst}-${a.userProfile.nameLast}-profile.pdf`.replace(/[^A-Za-z0-9.-]+/gu, ''));
    } catch {
      props.notify({ kind: 'alert', type: 'error', message: APPLICANT_TEXTS.proProfileFailed });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" pt="2">
      <Stack gap="4" minW="0">
        <ScoreCard jobApplicationId={a.id} stored={{ score: a.score, evidence: a.scoreEvidence }} />
        <Accordion.Root multiple defaultValue={[...DEFAULT_OPEN_PANELS]} variant="enclosed" data-testid="applicant-panels">
          <Panel value="applications" title={T.panels.applications}>
            {a.applications.length === 0 ? (
              <Text color="fg.muted">{T.noApplications}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {a.applications.map((app) => (
                  <HStack as="li" key={app.id} justify="space-between" wrap="wrap">
                    <Link asChild>
                      <RouterLink to={app.url}>{app.jobTitle}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {app.statusLabel}
                      {app.applyTs ? ` · ${formatDate(app.applyTs)}` : ''}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </Panel>
          <Panel value="work" title={T.panels.work}>
            {a.workHistory.length === 0 ? (
              <Text color="fg.muted">{T.noWork}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3">
                {a.workHistory.map((w) => (
                  <li key={w.id}>
                    <Text fontWeight="semibold">
                      {w.jobTitle} · {w.employerName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {yyyymm(w.startYYYYMM)} – {yyyymm(w.endYYYYMM)}
                      {w.city ? ` · ${w.city}, ${w.state ?? ''}` : ''}
                    </Text>
                    {w.description && <Text fontSize="sm">{w.description}</Text>}
                  </li>
                ))}
              </Stack>
            )}
          </Panel>
          <Panel value="education" title={T.panels.education}>
            {a.education.length === 0 ? (
              <Text color="fg.muted">{T.noEducation}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3">
                {a.education.map((e) => (
                  <li key={e.id}>
                    <Text fontWeight="semibold">
                      {[e.degree, e.fieldOfStudy].filter(Boolean).join(', ') || e.school}
                      {e.kind === 'certification' && (
                        <Badge ms="2" size="sm">
                          certification
                        </Badge>
                      )}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {e.school}
                      {e.startYYYYMM ? ` · ${yyyymm(e.startYYYYMM)} – ${yyyymm(e.endYYYYMM)}` : ''}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Panel>
          <Panel value="notes" title={T.panels.notes}>
            {renderNotes(ctx)}
          </Panel>
        </Accordion.Root>
        <ScreenerAnswers applicantId={a.id} />
      </Stack>

      <Stack gap="4" minW="0">
        <Section title={T.contact}>
          <Stack gap="1" fontSize="sm">
            <Text>
              {T.email}:{' '}
              <Link href={`mailto:${a.contact.email}`} wordBreak="break-all">
                {a.contact.email}
              </Link>
            </Text>
            {a.contact.phone && (
              <Text>
                {T.phone}: <Link href={`tel:${a.contact.phone}`}>{formatPhone(a.contact.phone) || a.contact.phone}</Link>
              </Text>
            )}
            {a.contact.city && (
              <Text>
                {T.location}: {a.contact.city}, {a.contact.state} {a.contact.postalCode}
              </Text>
            )}
          </Stack>
        </Section>
        <Section title={T.resume}>
          {a.resume.resumeUrl || a.resume.resumeText || a.resume.summary ? (
            <Stack gap="2" fontSize="sm">
              {a.resume.summary && <Text>{a.resume.summary}</Text>}
              {a.resume.resumeUrl && (
                <Link href={a.resume.resumeUrl} target="_blank" rel="noopener noreferrer">
                  {T.openResume}
                </Link>
              )}
              {a.resume.resumeText && (
                <Box as="details">
                  <summary>{T.resume}</summary>
                  <Text whiteSpace="pre-wrap" mt="2">
                    {a.resume.resumeText}
                  </Text>
                </Box>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted">{T.noResume}</Text>
          )}
        </Section>
        <Stack gap="2">
          <Button variant="outline" onClick={() => void download()} loading={downloading}>
            {T.downloadPdf}
          </Button>
          {viewer.canEditApplicants && (
            <Button variant="outline" onClick={() => void resend()} loading={sending}>
              {T.sendScreening}
            </Button>
          )}
          {sentCount > 0 && sentTs && (
            <Text fontSize="xs" color="fg.muted">
              {T.screeningSentCount(sentCount, formatDate(sentTs))}
            </Text>
          )}
        </Stack>
        <Section title={T.timeline}>
          <Stack as="ol" listStyleType="none" gap="2" data-testid="applicant-timeline">
            {[...a.timeline].reverse().map((entry, i) => (
              <li key={`${entry.createTs}-${i}`}>
                <Text fontSize="sm">{entry.text}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDate(entry.createTs)}
                  {entry.creatorName ? ` · ${entry.creatorName}` : ''}
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      </Stack>
    </Grid>
  );
}
