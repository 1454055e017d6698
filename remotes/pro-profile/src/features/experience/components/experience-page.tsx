import { useState, type FormEvent } from 'react';
import { monthRange, PRO_PROFILE_TEXTS, type ProProfile } from '@floorhire/domain-pro-profile';
import { US_STATES } from '@floorhire/rules';
import { Box, Button, SelectField, SimpleGrid, Stack, Text, TextAreaField, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { EntryActions, FormActions } from '#app/components/form-actions';
import { formatYyyymm, ProPage, Section } from '#app/components/pro-page';
import { useProProfile, useProSave, useTaxonomyOptions } from '#app/api/pro-profile';
import { removeHistory, saveHistory, type HistoryInput } from '../api/history';

const T = PAGE_TEXTS.experience;
type Entry = ProProfile['historyEmployers'][number];

const EMPTY: HistoryInput = { employerName: '', jobTitle: '', jobTitleId: null, city: '', state: '', description: '', start: '', end: '' };
const asInput = (e: Entry): HistoryInput => ({
  employerName: e.employerName,
  jobTitle: e.jobTitle,
  jobTitleId: e.jobTitleId,
  city: e.city ?? '',
  state: e.state ?? '',
  description: e.description ?? '',
  start: formatYyyymm(e.startYYYYMM),
  end: e.endYYYYMM === null ? '' : formatYyyymm(e.endYYYYMM),
});

/** /pro/experience: history employers with MM/YYYY dates, the end after the start (spec 000 §5). */
export function ExperiencePage() {
  const profile = useProProfile();
  const options = useTaxonomyOptions();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { save, saving } = useProSave((p) => {
    profile.setData(p);
    setEditing(null);
  });
  return (
    <ProPage title={PAGE_TEXTS.sections.experience} profile={profile} loadError={PRO_PROFILE_TEXTS.errorLoadingEducationAndHistory}>
      {(p) => (
        <>
          {p.historyEmployers.length === 0 && editing === null && <Text>{PAGE_TEXTS.none}</Text>}
          <Stack as="ul" gap="3" listStyleType="none">
            {p.historyEmployers.map((h) =>
              editing === h.id ? (
                <li key={h.id}>
                  <Section title={PAGE_TEXTS.editNamed(h.employerName)}>
                    <HistoryForm initial={asInput(h)} titles={options.data?.jobTitles ?? []} saving={saving} onCancel={() => setEditing(null)} onSubmit={(body) => save(p.id, (api, id) => saveHistory(api, id, body, h.id))} />
                  </Section>
                </li>
              ) : (
                <Box as="li" key={h.id} borderWidth="1px" borderRadius="lg" p="4">
                  <Text fontWeight="semibold">{h.jobTitle}</Text>
                  <Text>{[h.employerName, [h.city, h.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {formatYyyymm(h.startYYYYMM)} – {formatYyyymm(h.endYYYYMM)}
                  </Text>
                  <EntryActions name={h.employerName} onEdit={() => setEditing(h.id)} onRemove={() => void save(p.id, (api, id) => removeHistory(api, id, h.id), PRO_PROFILE_TEXTS.deleted)} />
                </Box>
              ),
            )}
          </Stack>
          {editing === 'new' ? (
            <Section title={T.addTitle}>
              <HistoryForm initial={EMPTY} titles={options.data?.jobTitles ?? []} saving={saving} onCancel={() => setEditing(null)} onSubmit={(body) => save(p.id, (api, id) => saveHistory(api, id, body))} />
            </Section>
          ) : (
            <Button size="lg" onClick={() => setEditing('new')} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {T.addTitle}
            </Button>
          )}
        </>
      )}
    </ProPage>
  );
}

function HistoryForm({ initial, titles, saving, onSubmit, onCancel }: { initial: HistoryInput; titles: readonly { id: number; name: string }[]; saving: boolean; onSubmit(body: HistoryInput): Promise<boolean>; onCancel(): void }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof HistoryInput, string>>>({});
  const set = (key: keyof HistoryInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const range = monthRange(form.start, form.end);
    const next: typeof errors = {
      employerName: form.employerName.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      jobTitle: form.jobTitle.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      start: 'error' in range && range.error === 'start' ? PRO_PROFILE_TEXTS.invalidMonthYear : undefined,
      end: 'error' in range && range.error !== 'start' ? (range.error === 'order' ? PRO_PROFILE_TEXTS.endBeforeStart : PRO_PROFILE_TEXTS.invalidMonthYear) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await onSubmit(form);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <TextField size="lg" label={T.employerName} value={form.employerName} onChange={set('employerName')} error={errors.employerName} required maxLength={200} />
        <TextField size="lg" label={T.jobTitle} value={form.jobTitle} onChange={set('jobTitle')} error={errors.jobTitle} required maxLength={200} />
        <SelectField size="lg"
          label={T.jobTitleTaxonomy}
          value={form.jobTitleId === null ? '' : String(form.jobTitleId)}
          onChange={(value) => setForm((f) => ({ ...f, jobTitleId: value ? Number(value) : null }))}
          options={titles.map((t) => ({ value: String(t.id), label: t.name }))}
          placeholder={T.choose}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField size="lg" label={T.city} value={form.city} onChange={set('city')} maxLength={100} />
          <SelectField size="lg" label={T.state} value={form.state} onChange={set('state')} options={US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }))} placeholder={T.choose} />
          <TextField size="lg" label={T.start} value={form.start} onChange={set('start')} error={errors.start} required inputMode="numeric" placeholder="MM/YYYY" />
          <TextField size="lg" label={T.end} value={form.end} onChange={set('end')} error={errors.end} helper={T.endHelp} inputMode="numeric" placeholder="MM/YYYY" />
        </SimpleGrid>
        <TextAreaField label={T.description} value={form.description} onChange={set('description')} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
