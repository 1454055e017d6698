import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from '@floorhire/router';
import { Alert, Box, Button, Center, HStack, Heading, Link, Spinner, Stack, Text } from '@floorhire/ui';
import { isApiError, type ApiError } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import { pageTitle } from '@floorhire/rules';
import { JOB_TEXTS, jobPostedMessage, type JobStatus, type CreateJobBody, type JobDto, type JobSaveAnswer, type UpdateJobBody } from '@floorhire/domain-jobs';
import { useApi } from '@floorhire/remote-kit';
import { useEmployerChoices, useEmployerUsers, useMyProfile, useStaffUsers } from '#app/lib/people';
import { forgetStep, rememberStep, savedStep } from '#app/lib/saved-step';
import { useViewer } from '#app/lib/viewer';
import { createJob } from '../api/create-job';
import { useJob } from '#app/api/get-job';
import { useJobSlots } from '../api/get-job-slots';
import { fetchEmployer } from '../api/get-employer';
import { useJobTaxonomy } from '../api/get-taxonomy';
import { updateJob } from '../api/update-job';
import { emptyForm, formFromJob, invalidSteps, MISSING_INFORMATION, toSaveBody, validateStep, type FormErrors, type JobForm } from '../utils/job-form';
import { FIELD_STEP, STEP_LABELS, STEP_TITLES, isStep, neighbours, stepsFor, type FlowMode, type PageState, type WizardStep } from '../utils/wizard-steps';
import { CandidateScreeningStep } from './steps/candidate-screening-step';
import { CompanyInformationStep } from './steps/company-information-step';
import { JobDescriptionStep } from './steps/job-description-step';
import { JobDetailsStep } from './steps/job-details-step';
import { ReviewStep } from './steps/review-step';
import { ScreenerQuestionsStep } from './steps/screener-questions-step';
import { SkilledKeywordsStep } from './steps/skilled-keywords-step';

export interface JobWizardPageProps {
  mode: 'create' | 'edit';
  /** Composed at the routes: the watchers panel of a saved job. */
  renderWatchers?(job: JobDto): ReactNode;
}

const isNoSlots = (error: unknown): error is ApiError => isApiError(error) && error.statusCode === 403 && (error.message === JOB_TEXTS.noSlotsServerMessage || error.error === 'NoJobSlots');

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** The job wizard of spec 001 §2: create (/create/{step}) and edit (/{id}/edit/{step}). */
export function JobWizardPage({ mode, renderWatchers }: JobWizardPageProps) {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { notify } = useRemoteProps();
  const api = useApi();
  const viewer = useViewer();

  const jobId = mode === 'edit' ? Number(params.id) || null : Number(query.get('jobId')) || null;
  const flow: FlowMode = mode === 'edit' ? 'editFlow' : query.get('review') === '1' ? 'createReview' : 'createFlow';
  const steps = stepsFor(flow);
  const step = params.step;

  const jobQuery = useJob(jobId);
  const job = jobQuery.data && jobQuery.data.id === jobId ? jobQuery.data : undefined;
  const me = useMyProfile();
  const [form, setForm] = useState<JobForm | null>(null);
  const loadedFor = useRef<number | 'new' | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pageState, setPageState] = useState<PageState>(jobId ? 'loading' : 'idle');
  const [slotsExhausted, setSlotsExhausted] = useState(false);
  const [slotsRevision, setSlotsRevision] = useState(0);
  const idempotencyKey = useRef(newKey());

  // The form comes from the saved job, or starts empty for the employer being posted for.
  useEffect(() => {
    if (jobId) {
      if (job && loadedFor.current !== job.id) {
        loadedFor.current = job.id;
        setForm(formFromJob(job));
        setPageState('idle');
      }
      return;
    }
    if (loadedFor.current === 'new') return;
    if (viewer.isStaff) {
      const employerId = Number(query.get('employerId')) || null;
      loadedFor.current = 'new';
      setForm(emptyForm({ id: employerId, name: query.get('employerName') ?? '' }, null));
    } else if (me.data || me.error) {
      const name = me.data?.employerUserMaps.find((m) => m.employerId === viewer.employerId)?.employer.name ?? '';
      loadedFor.current = 'new';
      setForm(emptyForm({ id: viewer.employerId, name }, viewer.userId));
    }
  }, [jobId, job, me.data, me.error, viewer, query]);

  // A new post starts from the employer's profile: its name and address.
  const prefilledFor = useRef<number | null>(null);
  const employerId = form?.employerId ?? null;
  useEffect(() => {
    if (jobId || !employerId || prefilledFor.current === employerId) return;
    prefilledFor.current = employerId;
    const controller = new AbortController();
    fetchEmployer(api, employerId, controller.signal).then(
      (employer) => {
        setForm((prev) =>
          prev && prev.employerId === employerId && !prev.street1 && !prev.city
            ? { ...prev, street1: employer.street1 ?? '', city: employer.city ?? '', state: employer.state ?? '', postalCode: employer.postalCode ?? '', employerName: prev.employerName || employer.name }
            : prev,
        );
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, jobId, employerId]);

  const taxonomy = useJobTaxonomy(true);
  const contactIds = useMemo(() => (job?.employerAssigneeId ? [job.employerAssigneeId] : []), [job?.employerAssigneeId]);
  const employerUsers = useEmployerUsers(employerId, contactIds);
  const staffUsers = useStaffUsers(viewer.isStaff);
  const employers = useEmployerChoices(viewer.isStaff && !jobId);
  const slots = useJobSlots(employerId, slotsRevision);

  useEffect(() => {
    if (isStep(step, flow)) document.title = pageTitle(STEP_TITLES[step]);
  }, [step, flow]);

  const update = useCallback((patch: Partial<JobForm>) => {
    setForm((prev) => (prev ? { ...prev, ...patch } : prev));
    setErrors((prev) => {
      const next = { ...prev };
      for (const key of Object.keys(patch)) delete next[key as keyof FormErrors];
      if ('screenerQuestions' in patch) for (const key of Object.keys(next)) if (key.startsWith('screenerQuestions.')) delete next[key as keyof FormErrors];
      return next;
    });
  }, []);

  const applyAnswer = useCallback(
    (answer: JobSaveAnswer) => {
      loadedFor.current = answer.job.id;
      jobQuery.setData(answer.job);
      setForm((prev) => (prev && !prev.descriptionEdited ? { ...prev, descriptionMarkdown: answer.job.description.markdown ?? '' } : prev));
    },
    [jobQuery],
  );

  const urlFor = useCallback(
    (target: WizardStep, id: number | null, targetFlow: FlowMode = flow) => {
      if (mode === 'edit') return `${viewer.base}/${id}/edit/${target}`;
      const search = new URLSearchParams();
      if (id) search.set('jobId', String(id));
      if (targetFlow === 'createReview' && target !== 'review') search.set('review', '1');
      const qs = search.toString();
      return `${viewer.base}/create/${target}${qs ? `?${qs}` : ''}`;
    },
    [mode, viewer.base, flow],
  );

  const draftable = !jobId || job?.status === 'draft';

  /** A draft is saved on every step change (spec 001 §2); live posts save on Save. */
  const saveDraft = useCallback(async (): Promise<number | null> => {
    if (!form || !form.employerId) return jobId;
    const body = toSaveBody(form, viewer, { draft: true });
    const answer = jobId ? await updateJob(api, jobId, body) : await createJob(api, { ...(body as Omit<CreateJobBody, 'employerId'>), employerId: form.employerId, status: 'draft' }, { idempotencyKey: idempotencyKey.current });
    applyAnswer(answer);
    return answer.job.id;
  }, [form, jobId, viewer, api, applyAnswer]);

  const fail = useCallback(
    (error: unknown, fallback: string) => {
      const message = isApiError(error) ? error.message : fallback;
      notify({ kind: 'alert', type: 'error', message });
      if (isApiError(error) && error.field && error.field in FIELD_STEP) {
        const field = error.field as keyof typeof FIELD_STEP;
        setErrors((prev) => ({ ...prev, [field]: message }));
      }
    },
    [notify],
  );

  const goTo = useCallback(
    async (target: WizardStep, options: { validate: boolean; targetFlow?: FlowMode }) => {
      if (!form || !isStep(step, flow) || pageState !== 'idle') return;
      if (options.validate) {
        const found = validateStep(step, form, viewer);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          if (step === 'job-details') notify({ kind: 'alert', type: 'error', message: MISSING_INFORMATION });
          return;
        }
      }
      setErrors({});
      let id = jobId;
      if (draftable && form.employerId) {
        setPageState('drafting');
        try {
          id = await saveDraft();
        } catch (error) {
          setPageState('idle');
          fail(error, JOB_TEXTS.submitFailed);
          return;
        }
      }
      if (id) rememberStep(id, target);
      setPageState('idle');
      navigate(urlFor(target, id, options.targetFlow));
    },
    [form, step, flow, pageState, viewer, jobId, draftable, saveDraft, fail, notify, navigate, urlFor],
  );

  const publish = useCallback(
    async (options: { skipJobSlotsValidation?: boolean } = {}) => {
      if (!form) return;
      const bad = invalidSteps(steps.filter((s) => s !== 'review'), form, viewer);
      if (bad.length > 0) {
        const first = bad[0]!;
        setErrors(validateStep(first, form, viewer));
        notify({ kind: 'alert', type: 'error', message: MISSING_INFORMATION });
        return;
      }
      if (!form.employerId) return;
      setPageState(jobId ? 'posting' : 'submitting');
      try {
        const body = toSaveBody(form, viewer, { draft: false });
        const skip = viewer.isStaff && options.skipJobSlotsValidation ? { skipJobSlotsValidation: true } : {};
        const answer = jobId
          ? await updateJob(api, jobId, { ...body, status: 'live' }, skip)
          : await createJob(api, { ...(body as Omit<CreateJobBody, 'employerId'>), employerId: form.employerId, status: 'live' }, { idempotencyKey: idempotencyKey.current, ...skip });
        forgetStep(answer.job.id);
        notify({ kind: 'alert', type: 'success', message: answer.message ?? jobPostedMessage(answer.job.title, answer.paymentNote) });
        navigate(viewer.base);
      } catch (error) {
        setPageState('idle');
        if (isNoSlots(error)) {
          setSlotsExhausted(true);
          setSlotsRevision((n) => n + 1);
          notify({ kind: 'alert', type: 'error', message: JOB_TEXTS.slotsExhausted });
          return;
        }
        fail(error, JOB_TEXTS.submitFailed);
      }
    },
    [form, steps, viewer, jobId, api, notify, navigate, fail],
  );

  const saveEdits = useCallback(
    async (status?: JobStatus) => {
      if (!form || !jobId) return;
      if (status === 'live') return publish();
      const stillLive = (status ?? job?.status) === 'live';
      if (stillLive) {
        const bad = invalidSteps(steps.filter((s) => s !== 'review'), form, viewer);
        if (bad.length > 0) {
          setErrors(validateStep(bad[0]!, form, viewer));
          notify({ kind: 'alert', type: 'error', message: MISSING_INFORMATION });
          return;
        }
      }
      setPageState('saving');
      try {
        const body: UpdateJobBody = { ...toSaveBody(form, viewer, { draft: !stillLive }), ...(status ? { status } : {}) };
        const answer = await updateJob(api, jobId, body);
        applyAnswer(answer);
        notify({ kind: 'snackbar', type: 'success', message: answer.message ?? JOB_TEXTS.updated });
        navigate(viewer.base);
      } catch (error) {
        setPageState('idle');
        fail(error, JOB_TEXTS.updateFailed);
      }
    },
    [form, jobId, job?.status, steps, viewer, api, applyAnswer, notify, navigate, fail, publish],
  );

  const saveAndExit = useCallback(async () => {
    if (!form || pageState !== 'idle') return;
    setPageState('drafting');
    try {
      const id = await saveDraft();
      if (id && isStep(step, flow)) rememberStep(id, step);
      navigate(viewer.base);
    } catch (error) {
      setPageState('idle');
      fail(error, JOB_TEXTS.submitFailed);
    }
  }, [form, pageState, saveDraft, step, flow, navigate, viewer.base, fail]);

  // ── render ────────────────────────────────────────────────────────────────────────────────
  if (!isStep(step, flow)) {
    const resume = jobId ? savedStep(jobId) : null;
    return <Navigate replace to={urlFor(isStep(resume ?? undefined, flow) ? (resume as WizardStep) : steps[0]!, jobId)} />;
  }
  if (!viewer.canEditJobs)
    return (
      <Alert.Root status="warning" m={4}>
        <Alert.Indicator />
        <Alert.Title>Only users who can edit jobs can open the job wizard.</Alert.Title>
      </Alert.Root>
    );
  if (jobQuery.error && !job)
    return (
      <Box p={{ base: 3, md: 6 }}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{isApiError(jobQuery.error) && jobQuery.error.statusCode === 404 ? 'Job not found' : jobQuery.error.message}</Alert.Title>
          <Button size="sm" ml="auto" onClick={jobQuery.reload}>
            Retry
          </Button>
        </Alert.Root>
        <Link asChild mt={4} display="inline-block">
          <RouterLink to={viewer.base}>Back to jobs</RouterLink>
        </Link>
      </Box>
    );
  if (!form)
    return (
      <Center py={16} data-page-state="loading">
        <Spinner size="lg" aria-label="Loading the job" />
      </Center>
    );

  const { back, next } = neighbours(step, flow);
  const busy = pageState !== 'idle';
  const stepProps = { form, update, errors, viewer };
  const title = mode === 'edit' ? `Edit ${job?.title ?? 'job'}` : form.displayTitle.trim() ? `New job: ${form.displayTitle.trim()}` : 'Create a job post';
  const onReview = step === 'review';

  let body: ReactNode;
  switch (step) {
    case 'company-information':
      body = <CompanyInformationStep {...stepProps} employers={employers.data} employerLocked={!!jobId} />;
      break;
    case 'job-details':
      body = <JobDetailsStep {...stepProps} employerUsers={employerUsers.data} staffUsers={staffUsers.data} />;
      break;
    case 'skilled-keywords':
      body = <SkilledKeywordsStep {...stepProps} taxonomy={taxonomy.data} loading={taxonomy.loading} failed={!!taxonomy.error} retry={taxonomy.reload} />;
      break;
    case 'job-description':
      body = <JobDescriptionStep {...stepProps} taxonomy={taxonomy.data} />;
      break;
    case 'screener-questions':
      body = <ScreenerQuestionsStep {...stepProps} taxonomy={taxonomy.data} />;
      break;
    case 'candidate-screening':
      body = <CandidateScreeningStep {...stepProps} />;
      break;
    case 'review':
      body = (
        <ReviewStep
          {...stepProps}
          editTo={(target) => urlFor(target, jobId, mode === 'create' ? 'createReview' : flow)}
          taxonomy={taxonomy.data}
          employerUsers={employerUsers.data}
          job={job}
          slots={slots.data}
          extra={job && renderWatchers ? renderWatchers(job) : undefined}
        />
      );
      break;
  }

  return (
    <Box p={{ base: 3, md: 6 }} maxW="72rem" data-page-state={pageState} data-flow={flow}>
      <Stack gap={1} mb={4}>
        <Link asChild fontSize="sm" color="fg.muted" w="fit-content">
          <RouterLink to={viewer.base}>← Jobs</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {job && (
          <Text fontSize="sm" color="fg.muted">
            Status: {job.status === 'draft' ? 'Draft' : job.status === 'live' ? 'Live' : job.status.charAt(0).toUpperCase() + job.status.slice(1)}
            {viewer.isStaff ? ` · ${job.employer.name}` : ''}
          </Text>
        )}
      </Stack>

      <Box as="nav" aria-label="Wizard steps" overflowX="auto" mb={4}>
        <HStack as="ol" gap={2} listStyleType="none" ps={0} minW="max-content">
          {steps.map((s, i) => (
            <li key={s}>
              <Button
                size="xs"
                variant={s === step ? 'solid' : 'outline'}
                colorPalette={s === step ? 'brand' : 'gray'}
                aria-current={s === step ? 'step' : undefined}
                disabled={busy}
                onClick={() => void goTo(s, { validate: false })}
              >
                {i + 1}. {STEP_LABELS[s]}
              </Button>
            </li>
          ))}
        </HStack>
      </Box>

      <Heading as="h2" size="md" mb={4}>
        {STEP_TITLES[step]}
      </Heading>
      {slotsExhausted && (
        <Alert.Root status="error" mb={4} data-testid="slots-exhausted">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{JOB_TEXTS.slotsExhausted}</Alert.Title>
            {viewer.isStaff && (
              <Button size="sm" mt={2} variant="outline" onClick={() => void publish({ skipJobSlotsValidation: true })}>
                Post anyway with an additional job slot
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {body}

      <HStack justify="space-between" mt={6} gap={3} wrap="wrap" position={{ base: 'sticky', md: 'static' }} bottom={0} bg="bg" py={3} borderTopWidth={{ base: '1px', md: 0 }}>
        <HStack gap={2}>
          {back && (
            <Button variant="outline" disabled={busy} onClick={() => void goTo(back, { validate: false })}>
              Back
            </Button>
          )}
          {mode === 'create' && draftable && (
            <Button variant="ghost" disabled={busy || !form.employerId} loading={pageState === 'drafting'} onClick={() => void saveAndExit()}>
              Save draft
            </Button>
          )}
        </HStack>
        <HStack gap={2} wrap="wrap">
          {!onReview && flow === 'createReview' && (
            <Button colorPalette="brand" disabled={busy} loading={pageState === 'drafting'} onClick={() => void goTo('review', { validate: true, targetFlow: 'createFlow' })}>
              Back to review
            </Button>
          )}
          {!onReview && flow !== 'createReview' && next && (
            <Button colorPalette="brand" disabled={busy} loading={pageState === 'drafting'} onClick={() => void goTo(next, { validate: true })}>
              Next
            </Button>
          )}
          {onReview && mode === 'create' && (
            <Button colorPalette="brand" disabled={busy} loading={pageState === 'submitting' || pageState === 'posting'} loadingText="Posting…" onClick={() => void publish()}>
              Post job
            </Button>
          )}
          {onReview && mode === 'edit' && job && (
            <>
              {viewer.isStaff && job.status !== 'archived' && (
                <Button variant="outline" disabled={busy} onClick={() => void saveEdits('archived')}>
                  Archive
                </Button>
              )}
              {viewer.isStaff && job.status !== 'expired' && (
                <Button variant="outline" disabled={busy} onClick={() => void saveEdits('expired')}>
                  Mark expired
                </Button>
              )}
              {job.status === 'live' && (
                <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => void saveEdits('removed')}>
                  Remove job post
                </Button>
              )}
              {job.status !== 'live' && (
                <Button variant="outline" colorPalette="brand" disabled={busy} loading={pageState === 'posting'} onClick={() => void publish()}>
                  {job.status === 'removed' ? 'Repost job' : 'Post job'}
                </Button>
              )}
              <Button colorPalette="brand" disabled={busy} loading={pageState === 'saving'} loadingText="Saving…" onClick={() => void saveEdits()}>
                Save changes
              </Button>
            </>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
