import { useState, type FormEvent } from 'react';
import { monthRange, PRO_PROFILE_TEXTS, type ProProfile } from '@floorhire/domain-pro-profile';
import { fieldError, MonthYearSchema } from '@floorhire/rules';
import { Box, Button, SelectField, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { EntryActions, FormActions } from '#app/components/form-actions';
import { formatYyyymm, ProPage, Section } from '#app/components/pro-page';
import { useProProfile, useProSave } from '#app/api/pro-profile';
import { removeEducation, saveEducation, type EducationInput } from '../api/education';

const T = PAGE_TEXTS.education;
type Entry = ProProfile['educationCertifications'][number];

const EMPTY: EducationInput = { kind: 'education', school: '', degree: '', fieldOfStudy: '', start: '', end: '' };
const asInput = (e: Entry): EducationInput => ({
  kind: e.kind,
  school: e.school,
  degree: e.degree ?? '',
  fieldOfStudy: e.fieldOfStudy ?? '',
  start: e.startYYYYMM === null ? '' : formatYyyymm(e.startYYYYMM),
  end: e.endYYYYMM === null ? '' : formatYyyymm(e.endYYYYMM),
});

/** /pro/education: education and certifications. */
export function EducationPage() {
  const profile = useProProfile();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { save, saving } = useProSave((p) => {
    profile.setData(p);
    setEditing(null);
  });
  return (
    <ProPage title={PAGE_TEXTS.sections.education} profile={profile} loadError={PRO_PROFILE_TEXTS.errorLoadingEducationAndHistory}>
      {(p) => (
        <>
          {p.educationCertifications.length === 0 && editing === null && <Text>{PAGE_TEXTS.none}</Text>}
          <Stack as="ul" gap="3" listStyleType="none">
            {p.educationCertifications.map((e) =>
              editing === e.id ? (
                <li key={e.id}>
                  <Section title={PAGE_TEXTS.editNamed(e.school)}>
                    <EducationForm initial={asInput(e)} saving={saving} onCancel={() => setEditing(null)} onSubmit={(body) => save(p.id, (api, id) => saveEducation(api, id, body, e.id))} />
                  </Section>
                </li>
              ) : (
                <Box as="li" key={e.id} borderWidth="1px" borderRadius="lg" p="4">
                  <Text fontWeight="semibold">{e.school}</Text>
                  <Text>{[e.kind === 'certification' ? T.certification : T.education, e.degree, e.fieldOfStudy].filter(Boolean).join(' · ')}</Text>
                  {(e.startYYYYMM !== null || e.endYYYYMM !== null) && (
                    <Text color="fg.muted" fontSize="sm">
                      {[e.startYYYYMM, e.endYYYYMM].filter((x) => x !== null).map((x) => formatYyyymm(x)).join(' – ')}
                    </Text>
                  )}
                  <EntryActions name={e.school} onEdit={() => setEditing(e.id)} onRemove={() => void save(p.id, (api, id) => removeEducation(api, id, e.id), PRO_PROFILE_TEXTS.deleted)} />
                </Box>
              ),
            )}
          </Stack>
          {editing === 'new' ? (
            <Section title={T.addTitle}>
              <EducationForm initial={EMPTY} saving={saving} onCancel={() => setEditing(null)} onSubmit={(body) => save(p.id, (api, id) => saveEducation(api, id, body))} />
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

function EducationForm({ initial, saving, onSubmit, onCancel }: { initial: EducationInput; saving: boolean; onSubmit(body: EducationInput): Promise<boolean>; onCancel(): void }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EducationInput, string>>>({});
  const set = (key: keyof EducationInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const range = form.start ? monthRange(form.start, form.end) : undefined;
    const next: typeof errors = {
      school: form.school.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      start: range && 'error' in range && range.error === 'start' ? PRO_PROFILE_TEXTS.invalidMonthYear : undefined,
      end:
        range && 'error' in range && range.error !== 'start'
          ? range.error === 'order'
            ? PRO_PROFILE_TEXTS.endBeforeStart
            : PRO_PROFILE_TEXTS.invalidMonthYear
          : !range && form.end
            ? fieldError(MonthYearSchema, form.end)
            : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await onSubmit(form);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <SelectField size="lg" label={T.kind} value={form.kind} onChange={(value) => setForm((f) => ({ ...f, kind: value as EducationInput['kind'] }))} options={[{ value: 'education', label: T.education }, { value: 'certification', label: T.certification }]} />
        <TextField size="lg" label={T.school} value={form.school} onChange={set('school')} error={errors.school} required maxLength={200} />
        <TextField size="lg" label={T.degree} value={form.degree} onChange={set('degree')} maxLength={200} />
        <TextField size="lg" label={T.fieldOfStudy} value={form.fieldOfStudy} onChange={set('fieldOfStudy')} maxLength={200} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField size="lg" label={T.start} value={form.start} onChange={set('start')} error={errors.start} inputMode="numeric" placeholder="MM/YYYY" />
          <TextField size="lg" label={T.end} value={form.end} onChange={set('end')} error={errors.end} inputMode="numeric" placeholder="MM/YYYY" />
        </SimpleGrid>
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
