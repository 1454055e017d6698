import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { MESSAGE_TITLE_MAX } from '@floorhire/rules';
import { fillTemplate, TEMPLATE_PAGE_SIZE, TEMPLATE_TEXTS, TEMPLATE_UNDO_MS, type Template, type TemplatePlaceholder } from '@floorhire/domain-messaging';
import { ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { createTemplate, fetchTemplates, patchTemplate, setTemplateStatus } from '#app/api/templates';

interface Draft {
  id: number | null;
  title: string;
  message: string;
  shared: boolean;
}

/**
 * Message templates (spec 001 §2-§8): 5 a page, favourites first; use (placeholders filled),
 * create, edit, favourite, and delete with a 20-second Undo ('Template deleted', 'Undoing...',
 * 'Undone!'). The list shows in place under the message box.
 */
export function TemplatePicker({ employerId, values, onUse }: { employerId: number; values: Partial<Record<TemplatePlaceholder, string>>; onUse: (text: string) => void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [open, setOpen] = useState(false);
  const [skip, setSkip] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [undo, setUndo] = useState<{ template: Template; state: 'deleted' | 'undoing' | 'undone' } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();
  const list = useResource(open ? `templates:${employerId}:${skip}` : null, (signal) => fetchTemplates(api, employerId, skip, signal));

  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (message: string) => notify({ kind: 'snackbar', type: 'error', message, duration: 5000 });

  const save = async () => {
    if (!draft) return;
    try {
      if (draft.id === null) await createTemplate(api, employerId, { title: draft.title.trim(), message: draft.message.trim(), isFavorite: false, shared: draft.shared });
      else await patchTemplate(api, draft.id, { title: draft.title.trim(), message: draft.message.trim() });
      notify({ kind: 'snackbar', type: 'success', message: draft.id === null ? TEMPLATE_TEXTS.added : TEMPLATE_TEXTS.edited });
      setDraft(null);
      list.reload();
    } catch {
      fail(TEMPLATE_TEXTS.saveFailed);
    }
  };

  const favourite = async (t: Template) => {
    try {
      await patchTemplate(api, t.id, { isFavorite: !t.isFavorite });
      list.reload();
    } catch {
      fail(TEMPLATE_TEXTS.saveFailed);
    }
  };

  const remove = async (t: Template) => {
    list.mutate((page) => page && { ...page, messages: page.messages.filter((m) => m.id !== t.id) });
    try {
      await setTemplateStatus(api, t.id, 'removed');
      clearTimeout(timer.current);
      setUndo({ template: t, state: 'deleted' });
      timer.current = setTimeout(() => setUndo(null), TEMPLATE_UNDO_MS);
    } catch {
      // Spec 001 §8: the state goes back to live.
      list.reload();
      fail(TEMPLATE_TEXTS.deleteFailed);
    }
  };

  const restore = async () => {
    if (!undo) return;
    clearTimeout(timer.current);
    setUndo({ ...undo, state: 'undoing' });
    try {
      await setTemplateStatus(api, undo.template.id, 'live');
      setUndo({ ...undo, state: 'undone' });
      timer.current = setTimeout(() => setUndo(null), 3000);
      list.reload();
    } catch {
      setUndo(null);
      fail(TEMPLATE_TEXTS.restoreFailed);
    }
  };

  return (
    <Box>
      <Button type="button" size="sm" variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {T.useTemplate}
      </Button>
      {undo && (
        <HStack role="status" mt="2" gap="2" data-testid="template-undo">
          <Text fontSize="sm">{undo.state === 'deleted' ? TEMPLATE_TEXTS.deleted : undo.state === 'undoing' ? TEMPLATE_TEXTS.undoing : TEMPLATE_TEXTS.undone}</Text>
          {undo.state === 'deleted' && (
            <Button size="xs" variant="outline" onClick={() => void restore()}>
              {TEMPLATE_TEXTS.undo}
            </Button>
          )}
        </HStack>
      )}
      {open && (
        <Box id={panelId} as="section" aria-label={T.templates} mt="2" borderWidth="1px" borderRadius="md" p="3" data-testid="templates">
          {list.error ? (
            <ErrorState message={TEMPLATE_TEXTS.loadFailed} onRetry={list.reload} />
          ) : !list.data ? (
            <LoadingState />
          ) : (
            <Stack gap="2">
              <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
                {list.data.messages.map((t) => (
                  <Box as="li" key={t.id} borderBottomWidth="1px" pb="2" data-testid="template">
                    <HStack justify="space-between" gap="1" wrap="wrap">
                      <Text fontWeight="semibold">{t.title}</Text>
                      <HStack gap="1">
                        <IconButton size="xs" variant="ghost" aria-pressed={t.isFavorite} aria-label={`${T.favourite}: ${t.title}`} onClick={() => void favourite(t)}>
                          {t.isFavorite ? '★' : '☆'}
                        </IconButton>
                        {t.type === 'custom' && (
                          <>
                            <Button size="xs" variant="ghost" onClick={() => setDraft({ id: t.id, title: t.title, message: t.message, shared: t.userProfileId === null })}>
                              {T.edit}
                            </Button>
                            <Button size="xs" variant="ghost" onClick={() => void remove(t)}>
                              {T.delete}
                            </Button>
                          </>
                        )}
                        <Button
                          size="xs"
                          onClick={() => {
                            onUse(fillTemplate(t.message, values));
                            setOpen(false);
                          }}
                        >
                          {T.use}
                        </Button>
                      </HStack>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {t.message}
                    </Text>
                  </Box>
                ))}
              </Stack>
              <HStack justify="space-between">
                <Button size="xs" variant="ghost" disabled={skip === 0} onClick={() => setSkip((s) => Math.max(0, s - TEMPLATE_PAGE_SIZE))}>
                  {T.previous}
                </Button>
                <Text fontSize="xs">{T.templatePage(Math.floor(skip / TEMPLATE_PAGE_SIZE) + 1, Math.max(1, Math.ceil(list.data.count / TEMPLATE_PAGE_SIZE)))}</Text>
                <Button size="xs" variant="ghost" disabled={skip + TEMPLATE_PAGE_SIZE >= list.data.count} onClick={() => setSkip((s) => s + TEMPLATE_PAGE_SIZE)}>
                  {T.next}
                </Button>
              </HStack>
              {draft ? (
                <TemplateForm draft={draft} onChange={setDraft} onSave={() => void save()} onCancel={() => setDraft(null)} />
              ) : (
                <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => setDraft({ id: null, title: '', message: '', shared: false })}>
                  {T.newTemplate}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}

function TemplateForm({ draft, onChange, onSave, onCancel }: { draft: Draft; onChange: (d: Draft) => void; onSave: () => void; onCancel: () => void }) {
  return (
    <Stack as="form" gap="2" onSubmit={(e) => (e.preventDefault(), onSave())}>
      <Field.Root>
        <Field.Label>{T.templateTitle}</Field.Label>
        <Input value={draft.title} maxLength={MESSAGE_TITLE_MAX} onChange={(e) => onChange({ ...draft, title: e.currentTarget.value })} />
        <Field.HelperText>{T.titleHelp(MESSAGE_TITLE_MAX)}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{T.templateMessage}</Field.Label>
        <Textarea value={draft.message} rows={3} onChange={(e) => onChange({ ...draft, message: e.currentTarget.value })} />
        <Field.HelperText>{T.placeholdersHelp}</Field.HelperText>
      </Field.Root>
      {draft.id === null && (
        <Checkbox.Root checked={draft.shared} onCheckedChange={(d) => onChange({ ...draft, shared: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{T.shareTemplate}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <HStack>
        <Button type="submit" size="xs" disabled={!draft.title.trim() || !draft.message.trim()}>
          {T.saveTemplate}
        </Button>
        <Button type="button" size="xs" variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
      </HStack>
    </Stack>
  );
}
