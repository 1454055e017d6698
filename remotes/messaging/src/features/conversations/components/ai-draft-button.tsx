import { useEffect, useRef, useState } from 'react';
import { Button } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { MESSAGING_TEXTS, type DraftMessageBody } from '@floorhire/domain-messaging';
import { useApi } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { requestDraft } from '#app/api/ai';

/**
 * Asks the AI for a message to this pro and puts it in the message box: the employer reads,
 * edits and sends it; the draft never sends itself. The button shows progress while it writes.
 */
export function AiDraftButton({ conversationId, proId, body, onDraft }: { conversationId: number; proId: number; body: () => DraftMessageBody; onDraft: (text: string) => void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  // A draft that arrives after the employer left the conversation goes nowhere.
  useEffect(() => () => running.current?.abort(), []);
  const draft = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const answer = await requestDraft(api, conversationId, proId, body(), controller.signal);
      if (!controller.signal.aborted) onDraft(answer.message);
    } catch {
      if (!controller.signal.aborted) notify({ kind: 'snackbar', type: 'error', message: MESSAGING_TEXTS.summaryFailed, duration: 4000 });
    } finally {
      if (running.current === controller) setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void draft()} loading={busy} loadingText={T.drafting} data-testid="ai-draft">
      {T.aiDraft}
    </Button>
  );
}
