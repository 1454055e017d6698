import { useState, type FormEvent } from 'react';
import { JobTitleNameSchema, SKILL_CATEGORIES, SKILL_LEVELS, TermNameSchema, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { useRemoteProps } from '@floorhire/contract';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { fieldError } from '@floorhire/rules';
import { Alert, Button, Checkbox, SelectField, Stack, TextField } from '@floorhire/ui';
import type { DetailOf } from '#app/api/get-entry';
import { updateEntry } from '#app/api/update-entry';
import { EDITOR_TEXTS as E } from '#app/texts';
import { BrandChoices } from './brand-choices';
import { CategorySelect } from './add-form';

/** The fields of one entry; Save sends only what changed (PATCH). */
export function DetailsForm({ kind, detail, onSaved }: { kind: TaxonomyKind; detail: DetailOf<TaxonomyKind>; onSaved(next: DetailOf<TaxonomyKind>): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const isTitle = 'title' in detail;
  const initial = {
    name: isTitle ? detail.title : detail.name,
    skillLevel: 'skillLevel' in detail ? (detail.skillLevel ?? '') : '',
    category: 'category' in detail ? String(detail.category) : '1',
    categoryId: 'categoryId' in detail && detail.categoryId !== null ? String(detail.categoryId) : '',
    published: 'published' in detail ? detail.published : false,
    brandIds: 'brands' in detail ? detail.brands.map((b) => b.id) : [],
  };
  const [form, setForm] = useState(initial);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof form>(key: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldError(isTitle ? JobTitleNameSchema : TermNameSchema, form.name);
    setNameError(problem);
    setFailure(undefined);
    if (problem) return;
    const body: Record<string, unknown> = {};
    if (form.name !== initial.name) body[isTitle ? 'title' : 'name'] = form.name;
    if (kind === 'jobTitle' && form.skillLevel !== initial.skillLevel) body.skillLevel = form.skillLevel || null;
    if (kind === 'skill' && form.category !== initial.category) body.category = Number(form.category);
    if ((kind === 'knowledgeDiscipline' || kind === 'machine') && form.categoryId !== initial.categoryId) body.categoryId = form.categoryId ? Number(form.categoryId) : null;
    if (kind === 'category' && form.published !== initial.published) body.published = form.published;
    if (kind === 'machine' && [...form.brandIds].sort().join() !== [...initial.brandIds].sort().join()) body.brandIds = form.brandIds;
    // Industries and brands have one field, which their PATCH always carries.
    if ((kind === 'industry' || kind === 'brand') && body.name === undefined) body.name = form.name;
    setSaving(true);
    try {
      onSaved(await updateEntry(api, kind, detail.id, body));
      notify({ kind: 'snackbar', type: 'success', message: E.saved });
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4" maxW="xl">
        <TextField label={isTitle ? E.jobTitle : E.name} required value={form.name} onChange={set('name')} error={nameError} maxLength={200} />
        {kind === 'jobTitle' && (
          <SelectField label={E.skillLevel} value={form.skillLevel} onChange={set('skillLevel')} placeholder={E.noSkillLevel} options={SKILL_LEVELS.map((l) => ({ value: l, label: l }))} />
        )}
        {kind === 'skill' && <SelectField label={E.skillCategory} value={form.category} onChange={set('category')} options={SKILL_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }))} />}
        {(kind === 'knowledgeDiscipline' || kind === 'machine') && <CategorySelect value={form.categoryId} onChange={set('categoryId')} />}
        {kind === 'category' && (
          <Checkbox.Root checked={form.published} onCheckedChange={(e) => set('published')(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{E.published}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {kind === 'machine' && <BrandChoices selected={form.brandIds} onChange={set('brandIds')} />}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText={E.saving}>
          {E.save}
        </Button>
      </Stack>
    </form>
  );
}
