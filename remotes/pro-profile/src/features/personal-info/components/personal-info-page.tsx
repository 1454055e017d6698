import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PRO_PROFILE_TEXTS, profileSaveDecision, type ProProfile } from '@floorhire/domain-pro-profile';
import { fieldError, formatPhoneInput, PhoneSchema, ZipSchema } from '@floorhire/rules';
import { Button, Stack, TextAreaField, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { PhotoField } from '#app/components/photo-field';
import { ProPage } from '#app/components/pro-page';
import { useProProfile, useProSave } from '#app/api/pro-profile';
import { patchPro } from '../api/patch-pro';

const T = PAGE_TEXTS.personal;

/** /pro/personal-info: name, phone, ZIP and a short summary (spec 002 §5 save rule). */
export function PersonalInfoPage() {
  const profile = useProProfile();
  return (
    <ProPage title={PAGE_TEXTS.sections.personalInfo} profile={profile}>
      {(p) => (
        <>
          <PhotoField userId={p.userProfileId} name={`${p.nameFirst} ${p.nameLast}`.trim()} avatarUrl={p.avatarUrl} onChange={(avatarUrl) => profile.setData({ ...p, avatarUrl })} />
          <PersonalInfoForm key={p.updateTs} profile={p} onSaved={profile.setData} />
        </>
      )}
    </ProPage>
  );
}

function PersonalInfoForm({ profile, onSaved }: { profile: ProProfile; onSaved(p: ProProfile): void }) {
  const [form, setForm] = useState({
    nameFirst: profile.nameFirst,
    nameLast: profile.nameLast,
    phone: formatPhoneInput(profile.phone ?? ''),
    postalCode: profile.postalCode ?? '',
    summary: profile.summary ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const { save, saving } = useProSave(onSaved);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneDigits = form.phone.replace(/\D/gu, '');
    const next: typeof errors = {
      nameFirst: form.nameFirst.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      nameLast: form.nameLast.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      phone: form.phone.trim() ? fieldError(PhoneSchema, form.phone) : PRO_PROFILE_TEXTS.nameAndPhoneRequired,
      postalCode: form.postalCode.trim() ? fieldError(ZipSchema, form.postalCode) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    // Spec 002 §5: saved only with first name, last name and phone; the ZIP only with the phone.
    const decision = profileSaveDecision({ ...form, phone: phoneDigits });
    if (!decision.save) return;
    await save(profile.id, (api, id) =>
      patchPro(api, id, {
        ...profile,
        nameFirst: form.nameFirst.trim(),
        nameLast: form.nameLast.trim(),
        phone: phoneDigits,
        ...(decision.savePostalCode ? { postalCode: v.parse(ZipSchema, form.postalCode) } : {}),
        summary: form.summary,
      }),
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <TextField size="lg" label={T.nameFirst} value={form.nameFirst} onChange={set('nameFirst')} error={errors.nameFirst} required autoComplete="given-name" maxLength={100} />
        <TextField size="lg" label={T.nameLast} value={form.nameLast} onChange={set('nameLast')} error={errors.nameLast} required autoComplete="family-name" maxLength={100} />
        <TextField size="lg" label={T.phone} value={form.phone} onChange={(value) => set('phone')(formatPhoneInput(value))} error={errors.phone} required type="tel" inputMode="tel" autoComplete="tel-national" />
        <TextField size="lg" label={T.postalCode} value={form.postalCode} onChange={set('postalCode')} error={errors.postalCode} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        <TextField size="lg" label={T.email} value={profile.email} onChange={() => undefined} helper={T.emailHelp} type="email" name="email" readOnly />
        <TextAreaField label={T.summary} value={form.summary} onChange={set('summary')} rows={4} />
        <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {PAGE_TEXTS.save}
        </Button>
      </Stack>
    </form>
  );
}
