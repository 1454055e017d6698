import { useState } from 'react';
import { Button, Field, HStack, NativeSelect } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { SHORTLIST_TEXTS, type Shortlist, type ShortlistMappings } from '@floorhire/domain-talent-search';
import { addToShortlist, type Scope } from '#app/api/talent-search-api';
import { REMOTE_TEXTS as T } from '#app/texts';

interface Props {
  scope: Scope;
  shortlists: readonly Shortlist[];
  proIds: readonly number[];
  onAdded(mappings: ShortlistMappings): void;
  id: string;
}

/** Adds one or more pros to a shortlist the user picks (spec 002 §2 "Shortlists: add a pro"). */
export function ShortlistPicker({ scope, shortlists, proIds, onAdded, id }: Props) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    const list = shortlists.find((s) => String(s.id) === choice);
    if (!list || proIds.length === 0) return;
    setBusy(true);
    try {
      let mappings: ShortlistMappings | undefined;
      for (const proId of proIds) mappings = await addToShortlist(api, scope, list.id, proId);
      if (mappings) onAdded(mappings);
      notify({ kind: 'snackbar', type: 'success', message: T.shortlistAdded(list.title) });
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: SHORTLIST_TEXTS.addProFailed, duration: 4000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="2" align="end">
      <Field.Root width="auto">
        <Field.Label htmlFor={id} srOnly>
          {T.chooseShortlist}
        </Field.Label>
        <NativeSelect.Root size="sm" width="12rem">
          <NativeSelect.Field id={id} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
            <option value="">{T.chooseShortlist}</option>
            {shortlists.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button size="sm" variant="outline" onClick={() => void add()} disabled={!choice || proIds.length === 0} loading={busy}>
        {T.addToShortlist}
      </Button>
    </HStack>
  );
}
