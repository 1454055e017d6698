import { useId, useState, type ReactNode } from 'react';
import { Button, Field, HStack, Stack, Textarea } from '@floorhire/ui';
import { MESSAGE_MAX_LENGTH } from '@floorhire/domain-messaging';
import { REMOTE_TEXTS as T } from '#app/texts';

/** The message box: a labelled text area, Send, and whatever extra actions the page adds (templates). */
export function Composer({
  onSend,
  disabled,
  label = T.messageLabel,
  sendLabel = T.send,
  extra,
  value,
  onChange,
}: {
  onSend: (text: string) => Promise<boolean>;
  disabled?: boolean;
  label?: string;
  sendLabel?: string;
  extra?: ReactNode;
  value?: string;
  onChange?: (text: string) => void;
}) {
  const [own, setOwn] = useState('');
  const [busy, setBusy] = useState(false);
  const text = value ?? own;
  const setText = onChange ?? setOwn;
  const id = useId();
  const submit = async () => {
    const message = text.trim();
    if (!message || busy) return;
    setBusy(true);
    try {
      // The box empties on success only; a failed send leaves its local copy in the thread too.
      if (await onSend(message)) setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="form" gap="2" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Field.Root>
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <Textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
          placeholder={T.messagePlaceholder}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          disabled={disabled}
        />
      </Field.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">{extra}</HStack>
        <Button type="submit" disabled={disabled || !text.trim()} loading={busy} loadingText={T.sending}>
          {sendLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
