import { useState, type FormEvent } from 'react';
import { useNavigate } from '@floorhire/router';
import { JobTitleNameSchema, SKILL_CATEGORIES, SKILL_LEVELS, TAXONOMY_LISTS, TermNameSchema, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { useRemoteProps } from '@floorhire/contract';
import { fieldError } from '@floorhire/rules';
import { Alert, Box, Button, Checkbox, Flex, SelectField, TextField } from '@floorhire/ui';
import { useEntries } from '#app/api/get-entries';
import { createEntry } from '#app/api/create-entry';
import { entryPath } from '#app/lib/kinds';
import { EDITOR_TEXTS as E } from '#app/texts';

/** Adds an entry to the list (the fields each list needs) and opens it, for brands and the rest. */
export function AddForm({ kind }: { kind: TaxonomyKind }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [skillLevel, setSkillLevel] = useState('');
  const [category, setCategory] = useState('1');
  const [categoryId, setCategoryId] = useState('');
  const [published, setPublished] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const isTitle = kind === 'jobTitle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldError(isTitle ? JobTitleNameSchema : TermNameSchema, name);
    setNameError(problem);
    setFailure(undefined);
    if (problem) return;
    const body: Record<string, unknown> = isTitle ? { title: name, skillLevel: skillLevel || null } : { name };
    if (kind === 'skill') body.category = Number(category);
    if (kind === 'knowledgeDiscipline' || kind === 'machine') body.categoryId = categoryId ? Number(categoryId) : null;
    if (kind === 'category') body.published = published;
    setSaving(true);
    try {
      const created = await createEntry(api, kind, body);
      notify({ kind: 'snackbar', type: 'success', message: E.created(TAXONOMY_LISTS[kind].label, 'title' in created ? created.title : created.name) });
      navigate(entryPath(kind, created.id));
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Box flex="1 1 16rem">
          <TextField label={isTitle ? E.jobTitle : E.name} required value={name} onChange={setName} error={nameError} maxLength={200} />
        </Box>
        {isTitle && (
          <Box flex="0 1 12rem">
            <SelectField label={E.skillLevel} value={skillLevel} onChange={setSkillLevel} placeholder={E.noSkillLevel} options={SKILL_LEVELS.map((l) => ({ value: l, label: l }))} />
          </Box>
        )}
        {kind === 'skill' && (
          <Box flex="0 1 16rem">
            <SelectField label={E.skillCategory} value={category} onChange={setCategory} options={SKILL_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }))} />
          </Box>
        )}
        {(kind === 'knowledgeDiscipline' || kind === 'machine') && (
          <Box flex="0 1 16rem">
            <CategorySelect value={categoryId} onChange={setCategoryId} />
          </Box>
        )}
        {kind === 'category' && (
          <Checkbox.Root checked={published} onCheckedChange={(e) => setPublished(e.checked === true)} pb="2">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{E.published}</Checkbox.Label>
          </Checkbox.Root>
        )}
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={E.saving}>
          {E.addButton}
        </Button>
      </Flex>
      {failure && (
        <Alert.Root status="error" mt="3" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </form>
  );
}

/** The categories a discipline or a machine may belong to. */
export function CategorySelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const categories = useEntries('category', '');
  return (
    <SelectField
      label={E.category}
      value={value}
      onChange={onChange}
      placeholder={E.noCategory}
      disabled={!categories.data}
      options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}
