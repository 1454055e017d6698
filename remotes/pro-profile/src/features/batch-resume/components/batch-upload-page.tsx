import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { BATCH_RESUME_TEXTS as T, RESUME_ACCEPT, RESUME_BATCH_MAX_FILES } from '@floorhire/domain-pro-profile';
import { promisePool } from '@floorhire/rules';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Box, Button, Field, Stack, Text } from '@floorhire/ui';
import { readAsDataUrl } from '#app/lib/read-file';
import { createBatch } from '../api/create-batch';
import { uploadBatchFile } from '../api/upload-file';
import { useBatchBoard } from '../hooks/use-batch-board';
import { checkFiles, type ChosenFile } from '../utils/choose-files';
import { BatchHeader } from './batch-header';
import { BatchList } from './batch-list';

/** Files sent at once: enough to keep the line busy, few enough that a 5 MB file is never stuck behind many. */
const UPLOADS_AT_ONCE = 3;

/**
 * /admin/batch-resume/upload: staff choose many resumes at once; the batch is announced, each
 * file is sent, and the board below follows every file to its end (ADR 321).
 */
export function BatchUploadPage() {
  const api = useApi();
  const { notify } = useRemoteProps();
  const board = useBatchBoard();
  const inputId = useId();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState<{ sent: number; total: number } | null>(null);
  const [failures, setFailures] = useState<{ name: string; message: string }[]>([]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setChosen(checkFiles(files));
    setFailures([]);
    setError(files.length > RESUME_BATCH_MAX_FILES ? T.tooManyFiles : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const good = chosen.filter((c) => !c.problem).map((c) => c.file);
    if (good.length === 0) return setError(T.noFiles);
    if (good.length > RESUME_BATCH_MAX_FILES) return setError(T.tooManyFiles);
    setError(undefined);
    setSending({ sent: 0, total: good.length });
    try {
      const batch = await createBatch(api, { files: good.map((f) => ({ fileName: f.name, byteSize: f.size })) });
      board.add(batch);
      let sent = 0;
      const results = await promisePool(
        good,
        async (file, i) => {
          await uploadBatchFile(api, batch.id, batch.files![i]!.id, await readAsDataUrl(file));
          setSending({ sent: ++sent, total: good.length });
        },
        UPLOADS_AT_ONCE,
      );
      const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ name: good[i]!.name, message: toApiError(r.reason).message }] : []));
      setFailures(failed);
      setChosen([]);
      (event.target as HTMLFormElement).reset();
    } catch (failure) {
      const message = toApiError(failure).message;
      setError(message);
      notify({ kind: 'alert', type: 'error', message });
    } finally {
      setSending(null);
    }
  };

  const refused = chosen.filter((c) => c.problem);
  return (
    <Stack maxW="960px" mx="auto" w="full" gap="6">
      <BatchHeader title={T.uploadTitle} intro={T.uploadIntro} />
      <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} aria-label={T.uploadTitle}>
        <Field.Root invalid={!!error} disabled={sending !== null}>
          <Field.Label htmlFor={inputId}>{T.chooseFiles}</Field.Label>
          <input id={inputId} type="file" multiple accept={RESUME_ACCEPT} onChange={choose} disabled={sending !== null} style={{ minHeight: '44px', maxWidth: '100%' }} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{chosen.length > 0 ? T.chosen(chosen.length - refused.length, chosen.length) : T.filesHelp}</Field.HelperText>}
        </Field.Root>
        {refused.length > 0 && (
          <Box as="ul" mt="3" color="fg.error" fontSize="sm" aria-label={T.noFiles}>
            {refused.map((c) => (
              <li key={c.file.name}>{`${c.file.name}: ${c.problem}`}</li>
            ))}
          </Box>
        )}
        <Button type="submit" mt="4" loading={sending !== null} disabled={chosen.length === refused.length}>
          {T.upload}
        </Button>
        {sending && (
          <Text mt="2" role="status" aria-live="polite">
            {T.uploading(sending.sent, sending.total)}
          </Text>
        )}
        {failures.length > 0 && (
          <Box as="ul" mt="3" color="fg.error" fontSize="sm">
            {failures.map((f) => (
              <li key={f.name}>{`${f.name}: ${f.message}`}</li>
            ))}
          </Box>
        )}
      </Box>
      <BatchList board={board} />
    </Stack>
  );
}
