import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { BATCH_RESUME_TEXTS as T, FIVE_BY_FIVE_MAX_BYTES } from '@floorhire/domain-pro-profile';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Box, Button, Field, Stack } from '@floorhire/ui';
import { uploadCsv } from '../api/upload-csv';
import { useBatchBoard } from '../hooks/use-batch-board';
import { BatchHeader } from './batch-header';
import { BatchList } from './batch-list';

/** /admin/batch-resume/5x5-csv-upload: a CSV of people, five columns, one person a row (ADR 322). */
export function CsvUploadPage() {
  const api = useApi();
  const board = useBatchBoard();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    setFile(next);
    setError(next && next.size > FIVE_BY_FIVE_MAX_BYTES ? T.csvTooLarge : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(T.csvEmpty);
    if (file.size > FIVE_BY_FIVE_MAX_BYTES) return setError(T.csvTooLarge);
    setSending(true);
    setError(undefined);
    try {
      board.add(await uploadCsv(api, file.name, await file.text()));
      setFile(null);
      (event.target as HTMLFormElement).reset();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack maxW="960px" mx="auto" w="full" gap="6">
      <BatchHeader title={T.csvTitle} intro={T.csvIntro} />
      <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} aria-label={T.csvTitle}>
        <Field.Root invalid={!!error} disabled={sending}>
          <Field.Label htmlFor={inputId}>{T.chooseCsv}</Field.Label>
          <input id={inputId} type="file" accept=".csv,text/csv" onChange={choose} disabled={sending} style={{ minHeight: '44px', maxWidth: '100%' }} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{T.csvColumnsHelp}</Field.HelperText>}
        </Field.Root>
        <Button type="submit" mt="4" loading={sending} disabled={!file}>
          {T.upload}
        </Button>
      </Box>
      <BatchList board={board} />
    </Stack>
  );
}
