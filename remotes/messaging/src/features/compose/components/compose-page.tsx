import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, IconButton, Link, Stack, Text } from '@floorhire/ui';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { formatDate, formatTime, fullName, linkTo } from '@floorhire/rules';
import {
  dropSelection,
  fillTemplate,
  markUnlocked,
  MESSAGING_SOURCES,
  MESSAGING_TEXTS,
  parseProIds,
  PENDING,
  resolveSelection,
  selectPro,
  waitForSelection,
  type MessagingSource,
  type SelectedPro,
} from '@floorhire/domain-messaging';
import { useApi, useViewer } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { sendMessage } from '#app/api/send-message';
import { Composer } from '#app/components/composer';
import { TemplatePicker } from '#app/components/template-picker';
import { newClientKey } from '#app/lib/client-key';
import { sendErrorText } from '#app/lib/send-error';
import { createConversation } from '../api/create-conversation';
import { fetchProConversation } from '../api/get-pro-conversation';
import { unlockForMessaging } from '../api/unlock-pros';

interface Failure {
  pro: SelectedPro;
  text: string;
  localKey: string;
  reason: string;
  bulk: boolean;
}

interface Sent {
  proName: string;
  conversationId: number;
  /** Held for the pro's quiet hours until then (ADR 226). */
  sendAt: string | null;
}

/**
 * Messaging several pros at once (spec 002 §4): /employer/messages/new?proIds=1,2&source=ppp.
 * Each pro starts 'pending' until its conversation is looked up (an id, or null for a new one)
 * and leaves the selection when the lookup fails; Send waits while any is pending (polling every
 * 300 ms), then sends to each, keeps a local unsent message per failure, and clears the selection.
 */
export function ComposePage() {
  const api = useApi();
  const viewer = useViewer();
  const { notify, bus } = useRemoteProps();
  const [params] = useSearchParams();
  const employerId = viewer.employerId;
  const source: MessagingSource | undefined = (MESSAGING_SOURCES as readonly string[]).includes(params.get('source') ?? '') ? (params.get('source') as MessagingSource) : undefined;
  const [selection, setSelectionState] = useState<SelectedPro[]>([]);
  const selectionRef = useRef<SelectedPro[]>([]);
  const setSelection = (update: (list: SelectedPro[]) => SelectedPro[]) => {
    selectionRef.current = update(selectionRef.current);
    setSelectionState(selectionRef.current);
  };
  const [failures, setFailures] = useState<Failure[]>([]);
  const [sent, setSent] = useState<Sent[]>([]);
  const [draft, setDraft] = useState('');
  const [employerName, setEmployerName] = useState('');
  const proIds = params.get('proIds');

  useEffect(() => {
    if (employerId === null) return;
    const controller = new AbortController();
    const ids = parseProIds(proIds);
    setSelection(() => ids.reduce<SelectedPro[]>((list, id) => selectPro(list, { id, fullName: '', unlocked: false, source: source ?? 'ppp' }), []));
    for (const id of ids) {
      fetchProConversation(api, employerId, id, controller.signal).then(
        (answer) => {
          setEmployerName(answer.employerName);
          setSelection((list) =>
            resolveSelection(list, id, answer.conversationId).map((p) => (p.id === id ? { ...p, fullName: fullName(answer.pro.nameFirst, answer.pro.nameLast), unlocked: answer.pro.unlocked } : p)),
          );
        },
        () => {
          if (controller.signal.aborted) return;
          setSelection((list) => dropSelection(list, id));
          notify({ kind: 'snackbar', type: 'error', message: MESSAGING_TEXTS.fetchConversationsFailed, duration: 4000 });
        },
      );
    }
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link's pros, once per link
  }, [api, employerId, proIds]);

  if (employerId === null) return null;

  // A send to several pros is bulk: the API holds it during a pro's quiet hours (ADR 226).
  const deliver = async (pro: SelectedPro, raw: string, localKey: string, bulk: boolean): Promise<Sent | Failure> => {
    // Template placeholders are filled per pro (spec 001 §3).
    const text = fillTemplate(raw, { 'My Name': viewer.name, 'Company Name': employerName, 'Pro FullName': pro.fullName, 'Pro FirstName': pro.fullName.split(' ')[0] ?? '' });
    try {
      const answer =
        typeof pro.conversationId === 'number'
          ? await sendMessage(api, pro.conversationId, { senderId: viewer.userId, message: text, clientKey: localKey, bulk })
          : await createConversation(api, employerId, { userProfileId: pro.id, message: text, clientKey: localKey, bulk, ...(source ? { source } : {}) });
      return { proName: pro.fullName, conversationId: answer.conversationId, sendAt: answer.message.status === 'scheduled' ? (answer.message.sendAt ?? null) : null };
    } catch (error) {
      const texts =
        typeof pro.conversationId === 'number'
          ? { failed: MESSAGING_TEXTS.sendFailed, optedOut: MESSAGING_TEXTS.sendOptedOut }
          : { failed: MESSAGING_TEXTS.createFailed, optedOut: MESSAGING_TEXTS.createOptedOut };
      return { pro, text, localKey, bulk, reason: sendErrorText(error, texts) };
    }
  };

  /**
   * A new conversation needs the pro unlocked or applied (ADR 037): the pros not unlocked yet are
   * unlocked first, in one call (source bulk_messaging), and marked so (spec 002 §4). Answers the
   * pros to send to, and the reason the others could not be unlocked.
   */
  const unlockFirst = async (pros: readonly SelectedPro[]): Promise<{ ready: SelectedPro[]; refused: string | null }> => {
    const locked = pros.filter((p) => !p.unlocked && p.conversationId === null);
    if (locked.length === 0) return { ready: [...pros], refused: null };
    try {
      await unlockForMessaging(api, employerId, locked.map((p) => p.id));
      bus.emit('subscription.reload', {});
      setSelection((list) => locked.reduce((l, p) => markUnlocked(l, p.id), list));
      return { ready: pros.map((p) => (locked.includes(p) ? { ...p, unlocked: true } : p)), refused: null };
    } catch (error) {
      return { ready: pros.filter((p) => !locked.includes(p)), refused: error instanceof Error && error.message ? error.message : T.unlockFailed };
    }
  };

  const sendAll = async (text: string): Promise<boolean> => {
    const selected = await waitForSelection(() => selectionRef.current);
    if (selected.length === 0) return false;
    const bulk = selected.length > 1;
    const { ready, refused } = await unlockFirst(selected);
    const notUnlocked: Failure[] = refused === null ? [] : selected.filter((p) => !ready.some((r) => r.id === p.id)).map((pro) => ({ pro, text, localKey: newClientKey(), bulk, reason: refused }));
    const results = [...notUnlocked, ...(await Promise.all(ready.map((pro) => deliver(pro, text, newClientKey(), bulk))))];
    const ok = results.filter((r): r is Sent => 'conversationId' in r);
    const failed = results.filter((r): r is Failure => 'reason' in r);
    setSent((s) => [...s, ...ok]);
    setFailures((f) => [...f, ...failed]);
    setSelection(() => []);
    if (ok.length) notify({ kind: 'snackbar', type: 'success', message: MESSAGING_TEXTS.messageSent });
    for (const f of failed) notify({ kind: 'snackbar', type: 'error', message: f.reason, duration: 5000 });
    return failed.length === 0;
  };

  const resend = async (failure: Failure) => {
    const { ready, refused } = await unlockFirst([failure.pro]);
    const result = refused !== null ? { ...failure, reason: refused } : await deliver(ready[0]!, failure.text, failure.localKey, failure.bulk);
    setFailures((list) => list.filter((f) => f.localKey !== failure.localKey).concat('reason' in result ? [result] : []));
    if ('conversationId' in result) {
      setSent((s) => [...s, result]);
      notify({ kind: 'snackbar', type: 'success', message: MESSAGING_TEXTS.messageSent });
    } else notify({ kind: 'snackbar', type: 'error', message: result.reason, duration: 5000 });
  };

  const lockedCount = selection.filter((p) => p.conversationId === null && !p.unlocked).length;

  return (
    <Box p={{ base: 3, md: 6 }} maxW="3xl">
      <Heading as="h1" size="lg" mb="4">
        {T.composeTitle}
      </Heading>
      <Stack gap="4">
        <Box as="section" aria-label={T.recipients}>
          <Heading as="h2" size="sm" mb="2">
            {T.recipients}
          </Heading>
          {selection.length === 0 ? (
            <Text color="fg.muted">{T.noRecipients}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" data-testid="recipients">
              {selection.map((pro) => (
                <HStack as="li" key={pro.id} gap="2" data-testid="recipient" data-pending={pro.conversationId === PENDING ? 'true' : 'false'}>
                  <Text flex="1">{pro.fullName || T.lookingUp}</Text>
                  {pro.conversationId === null && !pro.unlocked && (
                    <Badge size="sm" colorPalette="orange">
                      {T.notUnlocked}
                    </Badge>
                  )}
                  <Badge size="sm">{pro.conversationId === PENDING ? T.lookingUp : pro.conversationId === null ? T.newConversation : T.existingConversation}</Badge>
                  <IconButton size="xs" variant="ghost" aria-label={T.removeRecipient(pro.fullName || String(pro.id))} onClick={() => setSelection((list) => dropSelection(list, pro.id))}>
                    ✕
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
        </Box>
        {lockedCount > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="will-unlock">
            {T.willUnlock(lockedCount)}
          </Text>
        )}
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={sendAll}
          disabled={selection.length === 0}
          sendLabel={T.sendToAll(selection.length)}
          extra={<TemplatePicker employerId={employerId} values={{ 'My Name': viewer.name, 'Company Name': employerName }} onUse={setDraft} />}
        />
        {failures.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" m="0" p="0" data-testid="unsent">
            {failures.map((f) => (
              <Box as="li" key={f.localKey} borderWidth="1px" borderColor="red.600" borderRadius="md" p="3">
                <Text fontWeight="semibold">{T.unsentFor(f.pro.fullName)}</Text>
                <Text fontSize="sm">{f.reason}</Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" color="fg.muted">
                  {f.text}
                </Text>
                <Button mt="2" size="xs" variant="outline" onClick={() => void resend(f)}>
                  {T.resend}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
        {sent.length > 0 && (
          <Box as="section" aria-label={T.sentTo(sent.length)}>
            <Heading as="h2" size="sm" mb="2">
              {T.sentTo(sent.length)}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" data-testid="sent">
              {sent.map((s) => (
                <li key={s.conversationId}>
                  <Link asChild>
                    <RouterLink to={linkTo('employerConversation', {}, { conversationId: s.conversationId, employerId })}>
                      {T.openConversation}: {s.proName}
                    </RouterLink>
                  </Link>
                  {s.sendAt && (
                    <Text as="span" fontSize="sm" color="fg.muted" data-testid="scheduled">
                      {' '}
                      · {T.scheduledFor(`${formatDate(s.sendAt)} ${formatTime(s.sendAt)}`)}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
