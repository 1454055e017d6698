import { useState, type FormEvent } from 'react';
import { PRO_PROFILE_TEXTS, PRO_SHIFTS, type MachineWithBrands, type ProProfile, type TaxonomyOptions } from '@floorhire/domain-pro-profile';
import { fieldError, PayRateSchema, ZipSchema } from '@floorhire/rules';
import { Button, Fieldset, SimpleGrid, Stack, TextField, Wrap } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ChoiceList } from '#app/components/choice-list';
import { CheckboxItem } from '#app/components/checkbox-item';
import { MachinePicker } from '#app/components/machine-picker';
import { LoadedOr, ProPage } from '#app/components/pro-page';
import { useProProfile, useProSave, useTaxonomyOptions } from '#app/api/pro-profile';
import { putPreference } from '../api/preference';

const T = PAGE_TEXTS.preferences;

/** /pro/job-preferences: the pro preference record of spec 002 §3. */
export function JobPreferencesPage() {
  const profile = useProProfile();
  const options = useTaxonomyOptions();
  return (
    <ProPage title={PAGE_TEXTS.sections.jobPreferences} profile={profile}>
      {(p) => <LoadedOr resource={options} errorText={PRO_PROFILE_TEXTS.couldNotLoadJobTitles}>{(o) => <PreferencesForm key={p.preference.updateTs ?? 'new'} profile={p} options={o} onSaved={profile.setData} />}</LoadedOr>}
    </ProPage>
  );
}

function PreferencesForm({ profile, options, onSaved }: { profile: ProProfile; options: TaxonomyOptions; onSaved(p: ProProfile): void }) {
  const pref = profile.preference;
  const [form, setForm] = useState({
    payRateMin: pref.payRateMin === null ? '' : String(pref.payRateMin),
    maxCommute: pref.maxCommute === null ? '' : String(pref.maxCommute),
    shifts: pref.shifts,
    postalCode: pref.postalCode ?? profile.postalCode ?? '',
    jobTitleIds: pref.jobTitleIds,
    industryIds: pref.industryIds,
    knowledgeDisciplineIds: pref.knowledgeDisciplineIds,
    machines: pref.machines as MachineWithBrands[],
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { save, saving } = useProSave(onSaved);
  const set = <K extends keyof typeof form>(key: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pay = form.payRateMin.trim() === '' ? null : Number(form.payRateMin);
    const commute = form.maxCommute.trim() === '' ? null : Number(form.maxCommute);
    const next = {
      payRateMin: pay === null ? undefined : fieldError(PayRateSchema, pay),
      maxCommute: commute === null ? undefined : Number.isInteger(commute) && commute > 0 ? undefined : PRO_PROFILE_TEXTS.mustBePositive,
      postalCode: form.postalCode.trim() ? fieldError(ZipSchema, form.postalCode) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await save(profile.id, (api, id) =>
      putPreference(api, id, {
        payRateMin: pay,
        maxCommute: commute,
        shifts: form.shifts.filter((s): s is 1 | 2 | 3 => s === 1 || s === 2 || s === 3),
        postalCode: form.postalCode.trim() || null,
        jobTitleIds: form.jobTitleIds,
        industryIds: form.industryIds,
        knowledgeDisciplineIds: form.knowledgeDisciplineIds,
        machines: form.machines,
      }),
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField size="lg" label={T.payRateMin} value={form.payRateMin} onChange={set('payRateMin')} error={errors.payRateMin} inputMode="decimal" />
          <TextField size="lg" label={T.maxCommute} value={form.maxCommute} onChange={set('maxCommute')} error={errors.maxCommute} inputMode="numeric" />
          <TextField size="lg" label={T.postalCode} value={form.postalCode} onChange={set('postalCode')} error={errors.postalCode} inputMode="numeric" maxLength={5} />
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{T.shifts}</Fieldset.Legend>
          <Wrap gap="5">
            {PRO_SHIFTS.map((s) => (
              <CheckboxItem key={s.value} label={s.label} checked={form.shifts.includes(s.value)} onChange={(on) => set('shifts')(on ? [...form.shifts, s.value].sort() : form.shifts.filter((x) => x !== s.value))} />
            ))}
          </Wrap>
        </Fieldset.Root>
        <ChoiceList legend={T.jobTitles} options={options.jobTitles} selected={form.jobTitleIds} onChange={set('jobTitleIds')} />
        <ChoiceList legend={T.industries} options={options.industries} selected={form.industryIds} onChange={set('industryIds')} />
        <ChoiceList legend={T.disciplines} options={options.knowledgeDisciplines} selected={form.knowledgeDisciplineIds} onChange={set('knowledgeDisciplineIds')} />
        <MachinePicker legend={T.machines} options={options} value={form.machines} onChange={set('machines')} />
        <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {PAGE_TEXTS.save}
        </Button>
      </Stack>
    </form>
  );
}
