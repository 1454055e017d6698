import { useState, type FormEvent } from 'react';
import { PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { EmailSchema, fieldError, formatPhone, formatPhoneInput, PhoneSchema } from '@floorhire/rules';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { EntryActions, FormActions } from '#app/components/form-actions';
import { ProPage, Section } from '#app/components/pro-page';
import { useProProfile, useProSave } from '#app/api/pro-profile';
import { addReference, removeReference, type ReferenceInput } from '../api/references';

const T = PAGE_TEXTS.references;
const EMPTY: ReferenceInput = { nameFirst: '', nameLast: '', email: '', phone: '', company: '', relationship: '' };

/** /pro/references: people who can endorse the pro; each gets the public /reference/{id} page. */
export function ReferencesPage() {
  const profile = useProProfile();
  const [adding, setAdding] = useState(false);
  const { save, saving } = useProSave((p) => {
    profile.setData(p);
    setAdding(false);
  });
  return (
    <ProPage title={PAGE_TEXTS.sections.references} intro={T.intro} profile={profile}>
      {(p) => (
        <>
          {p.references.length === 0 && !adding && <Text>{PAGE_TEXTS.none}</Text>}
          <Stack as="ul" gap="3" listStyleType="none">
            {p.references.map((r) => {
              const name = `${r.nameFirst} ${r.nameLast}`;
              return (
                <Box as="li" key={r.id} borderWidth="1px" borderRadius="lg" p="4">
                  <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{name}</Text>
                    <Badge colorPalette={r.status === 'endorsed' ? 'green' : 'gray'}>{T.status[r.status as keyof typeof T.status] ?? r.status}</Badge>
                  </HStack>
                  <Text>{[r.relationship, r.company].filter(Boolean).join(' · ')}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {[r.email, formatPhone(r.phone ?? '')].filter(Boolean).join(' · ')}
                  </Text>
                  {r.endorsement && <Text mt="2" fontStyle="italic">“{r.endorsement}”</Text>}
                  <EntryActions name={name} onRemove={() => void save(p.id, (api, id) => removeReference(api, id, r.id), PRO_PROFILE_TEXTS.deleted)} />
                </Box>
              );
            })}
          </Stack>
          {adding ? (
            <Section title={T.addTitle}>
              <ReferenceForm saving={saving} onCancel={() => setAdding(false)} onSubmit={(body) => save(p.id, (api, id) => addReference(api, id, body), PRO_PROFILE_TEXTS.referenceRequested)} />
            </Section>
          ) : (
            <Button size="lg" onClick={() => setAdding(true)} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {T.addTitle}
            </Button>
          )}
        </>
      )}
    </ProPage>
  );
}

function ReferenceForm({ saving, onSubmit, onCancel }: { saving: boolean; onSubmit(body: ReferenceInput): Promise<boolean>; onCancel(): void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ReferenceInput, string>>>({});
  const set = (key: keyof ReferenceInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {
      nameFirst: form.nameFirst.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      nameLast: form.nameLast.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      email: form.email.trim() ? fieldError(EmailSchema, form.email) : form.phone.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      phone: form.phone.trim() ? fieldError(PhoneSchema, form.phone) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await onSubmit({ ...form, email: form.email.trim(), phone: form.phone.replace(/\D/gu, '') });
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField size="lg" label={T.nameFirst} value={form.nameFirst} onChange={set('nameFirst')} error={errors.nameFirst} required maxLength={100} />
          <TextField size="lg" label={T.nameLast} value={form.nameLast} onChange={set('nameLast')} error={errors.nameLast} required maxLength={100} />
        </SimpleGrid>
        <TextField size="lg" label={T.email} value={form.email} onChange={set('email')} error={errors.email} type="email" inputMode="email" />
        <TextField size="lg" label={T.phone} value={form.phone} onChange={(value) => set('phone')(formatPhoneInput(value))} error={errors.phone} type="tel" inputMode="tel" />
        <TextField size="lg" label={T.company} value={form.company} onChange={set('company')} maxLength={200} />
        <TextField size="lg" label={T.relationship} value={form.relationship} onChange={set('relationship')} maxLength={200} />
        <FormActions saving={saving} submitLabel={PAGE_TEXTS.add} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
