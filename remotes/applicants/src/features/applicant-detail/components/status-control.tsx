import { useState } from 'react';
import { Button, Checkbox, Field, Flex, Input, NativeSelect } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import type { ApplicantStatus } from '@floorhire/rules';
import { APPLICANT_TEXTS, statusOptions, type ApplicantViewer } from '@floorhire/domain-applications';
import { useApi } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { patchApplicant } from '#app/api/patch-applicant';

/**
 * Sets one applicant's status. Staff get the status selector (spec 001 §6); employers a
 * "Move to" choice. Silent by default: the pro is told only when the box is ticked (§4).
 */
export function StatusControl({ applicantId, status, viewer, onChanged }: { applicantId: number; status: ApplicantStatus; viewer: ApplicantViewer; onChanged(): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [target, setTarget] = useState<ApplicantStatus | ''>(viewer === 'staff' ? status : '');
  const [reason, setReason] = useState('');
  const [tell, setTell] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = statusOptions(viewer);

  const submit = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const answer = await patchApplicant(api, applicantId, { status: target, ...(target === 'Rejected' && reason.trim() ? { rejectionReason: reason.trim() } : {}) }, { silent: !tell });
      notify(answer.changed ? { kind: 'snackbar', type: 'success', message: APPLICANT_TEXTS.statusChanged, duration: 3000 } : { kind: 'snackbar', type: 'info', message: APPLICANT_TEXTS.noStatusChanged });
      setReason('');
      if (viewer !== 'staff') setTarget('');
      onChanged();
    } catch {
      notify({ kind: 'alert', type: 'error', message: APPLICANT_TEXTS.statusChangeFailed });
    } finally {
      setBusy(false);
    }
  };

  const selectLabel = viewer === 'staff' ? T.columns.status : T.moveTo;
  return (
    <Flex gap="2" wrap="wrap" align="flex-end" data-testid="status-control">
      <Field.Root width="auto">
        <Field.Label>{selectLabel}</Field.Label>
        <NativeSelect.Root size="sm" width="auto" minW="11rem">
          <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value as ApplicantStatus)}>
            {viewer !== 'staff' && (
              <option value="" disabled>
                {T.moveTo}
              </option>
            )}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {target === 'Rejected' && (
        <Field.Root width="auto" flex="1 1 12rem">
          <Field.Label>Reason</Field.Label>
          <Input size="sm" value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} />
        </Field.Root>
      )}
      <Checkbox.Root checked={tell} onCheckedChange={(e) => setTell(e.checked === true)} size="sm" mb="2">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{T.notifyPro}</Checkbox.Label>
      </Checkbox.Root>
      <Button size="sm" onClick={() => void submit()} disabled={!target || (viewer === 'staff' && target === status && !reason)} loading={busy}>
        {T.apply}
      </Button>
    </Flex>
  );
}
