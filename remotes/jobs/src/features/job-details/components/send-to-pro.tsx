import { useId, useState, type FormEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { JOB_OUTREACH_TEXTS } from '@floorhire/domain-job-board';
import type { ProRecordRow } from '@floorhire/domain-pro-profile';
import { formatDate, formatPhone, formatTime } from '@floorhire/rules';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Box, Button, Field, Fieldset, Heading, HStack, Input, RadioGroup, Stack, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { findPros } from '../api/find-pros';
import { sendJobToPro } from '../api/send-job-to-pro';

const T = JOB_OUTREACH_TEXTS;
const proName = (p: Pick<ProRecordRow, 'nameFirst' | 'nameLast' | 'email'>) => `${p.nameFirst} ${p.nameLast}`.trim() || p.email;

/**
 * Staff send the job to a pro they choose (ADR 208): find the pro by name or phone (spec 002 §5),
 * pick one, send. The API applies the pro's consent and quiet hours and says what it did.
 */
export function SendToPro({ jobId, onSent }: { jobId: number; onSent(): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const inputId = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<ProRecordRow[] | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [busy, setBusy] = useState<'search' | 'send' | null>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!q.trim()) return;
    setBusy('search');
    try {
      const rows = await findPros(api, q.trim());
      setFound(rows);
      setChosen(rows.length === 1 ? String(rows[0]!.userProfileId) : '');
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message || PAGE_TEXTS.outreach.searchFailed });
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const pro = found?.find((p) => String(p.userProfileId) === chosen);
    if (!pro) return;
    setBusy('send');
    try {
      const row = await sendJobToPro(api, jobId, pro.userProfileId);
      const name = proName(pro);
      notify({ kind: 'snackbar', type: 'success', message: row.sendAt ? T.heldFor(name, `${formatDate(row.sendAt)} ${formatTime(row.sendAt)}`) : T.sentTo(name) });
      setFound(null);
      setChosen('');
      setQ('');
      onSent();
    } catch (error) {
      // The API names the rule that held (consent, STOP, already sent) in words staff can act on.
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="section" aria-labelledby={`${inputId}-title`} mt="5" pt="4" borderTopWidth="1px">
      <Heading as="h3" size="md" id={`${inputId}-title`}>
        {T.sendTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="3">
        {T.sendHelp}
      </Text>
      <form onSubmit={(e) => void search(e)} role="search" aria-label={T.sendTitle}>
        <HStack align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root flex="1" minW="12rem">
            <Field.Label htmlFor={inputId}>{T.findPro}</Field.Label>
            <Input id={inputId} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} autoComplete="off" />
          </Field.Root>
          <Button type="submit" variant="outline" loading={busy === 'search'}>
            {PAGE_TEXTS.details.search}
          </Button>
        </HStack>
      </form>
      {found && found.length === 0 && (
        <Text mt="3" color="fg.muted" role="status">
          {T.noMatch}
        </Text>
      )}
      {found && found.length > 0 && (
        <Stack gap="3" mt="3">
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">{T.choosePro}</Fieldset.Legend>
            <RadioGroup.Root value={chosen} onValueChange={(e) => setChosen(e.value ?? '')} mt="2">
              <Stack gap="2">
                {found.map((p) => (
                  <RadioGroup.Item key={p.userProfileId} value={String(p.userProfileId)} alignItems="flex-start">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator mt="0.5" />
                    <RadioGroup.ItemText>
                      <Text as="span" fontWeight="medium">
                        {proName(p)}
                      </Text>
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {[p.phone ? formatPhone(p.phone) : null, p.email, [p.city, p.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Fieldset.Root>
          <Button alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!chosen} loading={busy === 'send'} onClick={() => void send()}>
            {T.send}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
