import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { JOB_BOARD_FORM_TEXTS as T, JOB_BOARD_POSTING_TEXTS as FAIL, JOB_FEED_PATH, type JobBoardInformation, type JobBoardRequest } from '@floorhire/domain-job-board';
import { EmailSchema, fieldError, formatDate, formatPhoneInput } from '@floorhire/rules';
import { ErrorState, Loaded, toApiError, useApi, useResource } from '@floorhire/remote-kit';
import { Badge, Box, Button, Checkbox, Fieldset, HStack, Link, SimpleGrid, Stack, Text, TextAreaField, TextField } from '@floorhire/ui';
import { Page } from '#app/components/page';
import { fetchEmployer } from '../api/employer';
import { createInformation, fetchInformation, patchInformation } from '../api/indeed-information';
import { createRequest, fetchRequest, patchRequest } from '../api/request-information';
import { submitForm } from '../api/submit-form';
import { formCanSubmit, formOf, informationBody, requestBody, type PostingForm } from '../utils/form-state';

interface Saved {
  employerName: string;
  request: JobBoardRequest | null;
  information: JobBoardInformation | null;
}

/**
 * /admin/employer/{id}/indeed: staff fill an employer's job-board posting request and its
 * details, save them, and submit when spec 002 §5 holds; a submitted employer's live jobs go
 * into the job feed (ADR 219). A 404 on either read is no error: nothing was saved yet.
 */
export function PostingPage() {
  const api = useApi();
  const employerId = Number(useParams().id);
  const load = useCallback(
    async (signal: AbortSignal): Promise<Saved> => {
      const [employer, request, information] = await Promise.all([fetchEmployer(api, employerId, signal), fetchRequest(api, employerId, signal), fetchInformation(api, employerId, signal)]);
      return { employerName: employer.name, request, information };
    },
    [api, employerId],
  );
  const saved = useResource(Number.isInteger(employerId) ? `job-board-posting:${employerId}` : null, load);
  return (
    <Page title={T.title} wide>
      {saved.error && !saved.data ? (
        // Spec 002 §8, whatever the server said.
        <ErrorState message={FAIL.fetchFailed} onRetry={saved.reload} />
      ) : (
        <Loaded resource={saved}>{(data) => <PostingFormView employerId={employerId} saved={data} onSaved={saved.setData} />}</Loaded>
      )}
    </Page>
  );
}

function PostingFormView({ employerId, saved, onSaved }: { employerId: number; saved: Saved; onSaved(next: Saved): void }) {
  const api = useApi();
  const { notify, apiBase } = useRemoteProps();
  const [form, setForm] = useState<PostingForm>(() => formOf(saved.request, saved.information, saved.employerName));
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  useEffect(() => setForm(formOf(saved.request, saved.information, saved.employerName)), [saved]);

  const set = <K extends keyof PostingForm>(key: K) => (value: PostingForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const emailError = form.contactEmail.trim() ? fieldError(EmailSchema, form.contactEmail) : undefined;
  const errorOf = (field: string) => (serverError?.field === field ? serverError.message : undefined);

  const save = async (): Promise<Saved> => {
    const request = saved.request ? await patchRequest(api, employerId, requestBody(form)) : await createRequest(api, employerId, requestBody(form));
    const information = saved.information ? await patchInformation(api, employerId, informationBody(form)) : await createInformation(api, employerId, informationBody(form));
    return { ...saved, request, information };
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setServerError(null);
    try {
      onSaved(await save());
      notify({ kind: 'snackbar', type: 'success', message: T.saved });
    } catch (error) {
      const failure = toApiError(error);
      setServerError(failure.field ? { field: failure.field, message: failure.message } : null);
      notify({ kind: 'alert', type: 'error', message: FAIL.saveFailed, duration: 5000 });
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    setBusy('submit');
    setServerError(null);
    try {
      const next = await save();
      onSaved({ ...next, request: await submitForm(api, employerId) });
      notify({ kind: 'snackbar', type: 'success', message: T.submitted });
    } catch (error) {
      const failure = toApiError(error);
      setServerError(failure.field ? { field: failure.field, message: failure.message } : null);
      notify({ kind: 'alert', type: 'error', message: FAIL.submitFailed, duration: 5000 });
    } finally {
      setBusy(null);
    }
  };

  const submittable = formCanSubmit(form) && !emailError;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" fontSize="lg">
          {saved.employerName}
        </Text>
        <Badge colorPalette={saved.request?.status === 'submitted' ? 'green' : 'gray'} data-testid="posting-status">
          {saved.request?.status === 'submitted' && saved.request.submittedTs ? T.submittedOn(formatDate(saved.request.submittedTs)) : T.draft}
        </Badge>
      </HStack>
      <Text color="fg.muted">{T.intro}</Text>
      {/* A draft may be saved with fields missing: the required marks are the submit rule's (§5). */}
      <Box asChild>
        <form noValidate onSubmit={(e: FormEvent) => void onSave(e)} aria-label={T.title}>
        <Stack gap="6">
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" fontSize="md" mb="2">
              {T.requestSection}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label={T.contactEmail} type="email" inputMode="email" autoComplete="off" value={form.contactEmail} onChange={set('contactEmail')} error={emailError ?? errorOf('contactEmail')} required />
              <TextField label={T.companyName} value={form.companyName} onChange={set('companyName')} error={errorOf('companyName')} required />
              <TextField label={T.firstName} value={form.firstName} onChange={set('firstName')} error={errorOf('firstName')} required />
              <TextField label={T.lastName} value={form.lastName} onChange={set('lastName')} error={errorOf('lastName')} required />
            </SimpleGrid>
            <Checkbox.Root mt="4" checked={form.postsToJobBoard} onCheckedChange={(e) => set('postsToJobBoard')(e.checked === true)} alignItems="flex-start">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>{T.postsToJobBoard}</Checkbox.Label>
            </Checkbox.Root>
          </Fieldset.Root>
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" fontSize="md" mb="2">
              {T.informationSection}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label={T.companyWebsite} inputMode="text" value={form.companyWebsite} onChange={set('companyWebsite')} error={errorOf('companyWebsite')} />
              <TextField label={T.contactPhone} type="tel" inputMode="tel" value={formatPhoneInput(form.contactPhone)} onChange={set('contactPhone')} error={errorOf('contactPhone')} />
              <TextField label={T.jobsPerMonth} inputMode="numeric" value={form.jobsPerMonth} onChange={(value) => set('jobsPerMonth')(value.replace(/\D/gu, ''))} error={errorOf('jobsPerMonth')} />
              <TextField label={T.budgetPerJob} inputMode="decimal" value={form.budgetPerJob} onChange={(value) => set('budgetPerJob')(value.replace(/[^\d.]/gu, ''))} error={errorOf('budgetPerJob')} />
            </SimpleGrid>
            <Box mt="4">
              <TextAreaField label={T.notes} value={form.notes} onChange={set('notes')} error={errorOf('notes')} />
            </Box>
          </Fieldset.Root>
          {!submittable && (
            <Text fontSize="sm" color="fg.muted" id="submit-needs">
              {T.submitNeeds}
            </Text>
          )}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" variant="outline" loading={busy === 'save'} disabled={busy !== null || !!emailError}>
              {T.save}
            </Button>
            <Button type="button" onClick={() => void onSubmit()} loading={busy === 'submit'} disabled={busy !== null || !submittable} aria-describedby={submittable ? undefined : 'submit-needs'}>
              {T.submit}
            </Button>
          </HStack>
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Link href={`${apiBase.jobBoardSearch}${JOB_FEED_PATH}`} target="_blank" rel="noopener">
              {T.feedLink}
            </Link>
            <Link asChild>
              <RouterLink to={`/admin/employer/${employerId}`}>{T.backToEmployer}</RouterLink>
            </Link>
          </HStack>
        </Stack>
        </form>
      </Box>
    </Stack>
  );
}
