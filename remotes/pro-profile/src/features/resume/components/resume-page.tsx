import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { PRO_PROFILE_TEXTS, RESUME_ACCEPT, RESUME_TEXTS, resumeFileError, type ProProfile, type ResumeParse } from '@floorhire/domain-pro-profile';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Alert, Box, Button, Field, Link, Progress, Stack, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ProPage, Section } from '#app/components/pro-page';
import { readAsDataUrl } from '#app/lib/read-file';
import { useProProfile, useProSave } from '#app/api/pro-profile';
import { useProRecord } from '#app/lib/pro-record';
import { followParse } from '../api/follow-parse';
import { confirmResume, openResumeFile, uploadResume } from '../api/resume';
import { ResumeReview } from './resume-review';

const T = PAGE_TEXTS.resume;

/** /pro/resume: upload, follow the background parse, confirm or correct what was read. */
export function ResumePage() {
  const profile = useProProfile();
  return (
    <ProPage title={PAGE_TEXTS.sections.resume} intro={T.intro} profile={profile}>
      {(p) => <ResumeFlow profile={p} onSaved={profile.setData} />}
    </ProPage>
  );
}

function ResumeFlow({ profile, onSaved }: { profile: ProProfile; onSaved(p: ProProfile): void }) {
  const api = useApi();
  const { notify, apiBase, session } = useRemoteProps();
  const inputId = useId();
  // On a pro's record (staff) the record's frame is the way back.
  const record = useProRecord();
  const [fileError, setFileError] = useState<string | undefined>();
  const [parse, setParse] = useState<ResumeParse | null>(null);
  const [done, setDone] = useState(false);
  const following = useRef<(() => void) | null>(null);
  const { save, saving } = useProSave((p) => {
    onSaved(p);
    setDone(true);
    setParse(null);
  });

  useEffect(() => () => following.current?.(), []);

  const follow = (first: ResumeParse) => {
    following.current?.();
    setParse(first);
    following.current = followParse({
      api,
      eventsBase: apiBase.candidateDiscovery,
      session,
      userId: profile.userProfileId,
      first,
      onChange: setParse,
      onFailure: (error) => notify({ kind: 'alert', type: 'error', message: toApiError(error).message }),
    });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = resumeFileError(file);
    setFileError(problem);
    if (problem) return;
    setDone(false);
    setParse({ parseId: '', status: 'pending', progress: 0, fileName: file.name, mimeType: file.type, message: null, resumeData: null, resumeUrl: '', parsedResumeUrl: '', resumeText: null, proId: profile.id, createTs: '', updateTs: '' });
    try {
      const dataUrl = await readAsDataUrl(file);
      follow(await uploadResume(api, profile.id, dataUrl, file.name, crypto.randomUUID()));
    } catch (error) {
      setParse(null);
      const message = toApiError(error).message;
      setFileError(message);
      notify({ kind: 'alert', type: 'error', message });
    }
  };

  const open = async () => {
    try {
      await openResumeFile(apiBase.candidateDiscovery, profile.resumeUrl!, session.getAccessToken());
    } catch {
      notify({ kind: 'alert', type: 'error', message: PRO_PROFILE_TEXTS.errorLoadingResume });
    }
  };

  const busy = parse !== null && parse.status !== 'completed' && parse.status !== 'error';
  return (
    <>
      {profile.resumeUrl && (
        <Box>
          <Text>{T.current(profile.resumeFileName ?? PAGE_TEXTS.sections.resume)}</Text>
          <Button mt="2" variant="outline" onClick={() => void open()}>
            {T.open}
          </Button>
        </Box>
      )}
      {done && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{T.savedToProfile}</Alert.Title>
          {!record && (
            <Link asChild ms="auto">
              <RouterLink to="/pro">{PAGE_TEXTS.backToProfile}</RouterLink>
            </Link>
          )}
        </Alert.Root>
      )}
      {parse?.status !== 'completed' && (
        <Section title={profile.resumeUrl || done ? T.uploadAnother : T.upload}>
          <Field.Root invalid={!!fileError} disabled={busy}>
            <Field.Label htmlFor={inputId}>{T.choose}</Field.Label>
            <input id={inputId} type="file" accept={RESUME_ACCEPT} onChange={(e) => void choose(e)} disabled={busy} style={{ minHeight: '44px', maxWidth: '100%' }} />
            {!fileError && <Field.HelperText>{T.help}</Field.HelperText>}
            {fileError && <Field.ErrorText>{fileError}</Field.ErrorText>}
          </Field.Root>
          {parse && (
            <Stack mt="4" gap="2">
              <Progress.Root value={parse.progress} colorPalette={parse.status === 'error' ? 'red' : 'green'} aria-label={RESUME_TEXTS.stages[parse.status]}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text role="status" aria-live="polite">
                {parse.status === 'error' ? (parse.message ?? RESUME_TEXTS.stages.error) : `${RESUME_TEXTS.stages[parse.status]} ${parse.progress}%`}
              </Text>
            </Stack>
          )}
        </Section>
      )}
      {parse?.status === 'completed' && parse.resumeData && (
        <Section title={T.reviewTitle}>
          {parse.readBy === 'ocr' && (
            <Alert.Root status="info" mb="4">
              <Alert.Indicator />
              <Alert.Title>{RESUME_TEXTS.readByOcr}</Alert.Title>
            </Alert.Root>
          )}
          <ResumeReview data={parse.resumeData} saving={saving} onConfirm={(body) => save(profile.id, (a, id) => confirmResume(a, id, parse.parseId, body), T.savedToProfile)} />
        </Section>
      )}
    </>
  );
}
