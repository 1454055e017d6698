import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { EmployerProfilePatchSchema } from '@floorhire/domain-employer-account';
import { useApi } from '@floorhire/remote-kit';
import { EMPLOYER_SIZE_BANDS, US_STATES, formatPhoneInput, phoneInputDigits } from '@floorhire/rules';
import type { EmployerDto } from '@floorhire/schemas';
import { Button, HStack, SelectField, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { patchEmployer } from '#app/api/patch-employer';
import { placeOfZip } from '#app/api/predict-address';
import { putIndustries } from '#app/api/put-industries';
import { useIndustries } from '#app/api/get-industries';
import { SearchPicker, type PickerItem } from '#app/components/search-picker';
import { apiErrorByField, issuesByField } from '#app/lib/form-errors';
import { REMOTE_TEXTS as T } from '#app/texts';

const B = T.basicInfo;
const SIZE_OPTIONS = EMPLOYER_SIZE_BANDS.map((s) => ({ value: s, label: s }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));

function industriesOf(employer: EmployerDto): PickerItem[] {
  return (employer.employerIndustries ?? []).map((i) => ({ id: i.industry.id, name: i.industry.name }));
}

/**
 * The company's basic info (spec 002 §3): name, size band, industries, address with the ZIP
 * checked against the gazetteer (city and state follow it), website, phone. Saves with PATCH
 * employer/{id} and PUT employer/{id}/industry; used by the basic-info editor and onboarding.
 */
export function BasicInfoForm({ employer, submitLabel = T.save, onSaved, secondary }: { employer: EmployerDto; submitLabel?: string; onSaved(employer: EmployerDto): void; secondary?: ReactNode }) {
  const api = useApi();
  const industries = useIndustries();
  const [form, setForm] = useState({
    name: employer.name,
    size: employer.size ?? '',
    street1: employer.street1 ?? '',
    postalCode: employer.postalCode ?? '',
    city: employer.city ?? '',
    state: employer.state ?? '',
    website: employer.website ?? '',
    phone: formatPhoneInput(employer.phone ?? ''),
  });
  const [chosen, setChosen] = useState<PickerItem[]>(() => industriesOf(employer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  // City and state follow a known ZIP (the gazetteer the API checks with).
  const onZip = async (value: string) => {
    set('postalCode')(value);
    const zip = value.trim();
    if (!/^\d{5}$/u.test(zip)) return;
    const place = await placeOfZip(api, zip).catch(() => null);
    if (place) setForm((f) => ({ ...f, postalCode: zip, city: place.city, state: place.state }));
  };

  const searchIndustries = useCallback(
    async (text: string) => (industries.data ?? []).filter((i) => i.name.toLowerCase().includes(text.toLowerCase())),
    [industries.data],
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      size: form.size || null,
      street1: form.street1,
      postalCode: form.postalCode.trim() || null,
      city: form.city,
      state: form.state || null,
      website: form.website,
      phone: phoneInputDigits(form.phone) || null,
    };
    const parsed = v.safeParse(EmployerProfilePatchSchema, body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const before = industriesOf(employer).map((i) => i.id).join(',');
      if (chosen.map((i) => i.id).join(',') !== before) await putIndustries(api, employer.id, chosen.map((i) => i.id));
      onSaved(await patchEmployer(api, employer.id, parsed.output));
    } catch (error) {
      setErrors(apiErrorByField(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e: FormEvent) => void save(e)} noValidate data-testid="basic-info-form">
<Stack gap="4">
      <TextField label={B.name} value={form.name} onChange={set('name')} error={errors['name']} required autoComplete="organization" maxLength={120} />
      <SelectField label={B.size} helper={B.sizeHelp} value={form.size} onChange={set('size')} options={SIZE_OPTIONS} placeholder={B.chooseSize} error={errors['size']} />
      <SearchPicker label={B.industries} noun="industries" help={B.industriesHelp} chosen={chosen} onChange={setChosen} search={searchIndustries} />
      <TextField label={B.street} value={form.street1} onChange={set('street1')} error={errors['street1']} autoComplete="street-address" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField label={B.zip} helper={B.zipHelp} value={form.postalCode} onChange={(value) => void onZip(value)} error={errors['postalCode']} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        <TextField label={B.city} value={form.city} onChange={set('city')} error={errors['city']} autoComplete="address-level2" />
        <SelectField label={B.state} value={form.state} onChange={set('state')} options={STATE_OPTIONS} placeholder={B.chooseState} error={errors['state']} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={B.website} value={form.website} onChange={set('website')} error={errors['website']} type="url" inputMode="text" autoComplete="url" />
        <TextField label={B.phone} value={form.phone} onChange={(value) => set('phone')(formatPhoneInput(value))} error={errors['phone']} type="tel" inputMode="tel" autoComplete="tel" />
      </SimpleGrid>
      {errors[''] && (
        <Text color="fg.error" role="alert">
          {errors['']}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {secondary}
      </HStack>
    </Stack>
</form>
  );
}
