import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Alert, Box, Button, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { useNavigate } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { STAFF_SPEC_TEXTS } from '@floorhire/domain-staff';
import { EMPLOYER_SIZE_BANDS, EMPLOYER_STATUSES, PhoneSchema, RequiredStringSchema, US_STATES, WebsiteSchema, ZipSchema, fieldError, fullName, linkTo } from '@floorhire/rules';
import { useIndustries } from '#app/api/get-industries';
import { useStaffUsers } from '#app/api/get-staff-users';
import { PageFrame } from '#app/components/page-frame';
import { LabelledSelect } from '#app/components/select';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';
import { createEmployer } from '../api/create-employer';

const T = STAFF_TEXTS.employerCreate;

interface Draft {
  name: string;
  status: string;
  size: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  website: string;
  industryId: string;
  assigneeId: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

function check(d: Draft): Errors {
  const errors: Errors = {
    name: fieldError(RequiredStringSchema, d.name),
    postalCode: d.postalCode.trim() ? fieldError(ZipSchema, d.postalCode) : undefined,
    phone: d.phone.trim() ? fieldError(PhoneSchema, d.phone) : undefined,
    website: fieldError(WebsiteSchema, d.website),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as Errors;
}

/** employer/create (spec 002 §2, §7 POST employer; 'Error creating employer'). */
export function EmployerCreatePage() {
  const api = useApi();
  const navigate = useNavigate();
  const { notify } = useRemoteProps();
  const staff = useStaffUsers();
  const industries = useIndustries();
  const [draft, setDraft] = useState<Draft>({ name: '', status: 'Not Contacted', size: '', street1: '', city: '', state: '', postalCode: '', phone: '', website: '', industryId: '', assigneeId: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const employer = await createEmployer(api, {
        name: draft.name.trim(),
        status: draft.status as Exclude<(typeof EMPLOYER_STATUSES)[number], 'archive'>,
        size: (draft.size || null) as (typeof EMPLOYER_SIZE_BANDS)[number] | null,
        street1: draft.street1.trim() || null,
        city: draft.city.trim() || null,
        state: (draft.state || null) as never,
        postalCode: draft.postalCode.trim() || null,
        phone: draft.phone.trim() ? v.parse(PhoneSchema, draft.phone) : null,
        website: draft.website.trim(),
        industryId: draft.industryId ? Number(draft.industryId) : null,
        assigneeId: draft.assigneeId ? Number(draft.assigneeId) : null,
      });
      notify({ kind: 'snackbar', type: 'success', message: `${employer.name}` });
      navigate(linkTo('adminEmployer', { id: employer.id }));
    } catch (cause) {
      // The spec's words, with the server's reason when it gave one.
      const reason = messageOf(cause, '');
      setFailure(reason ? `${STAFF_SPEC_TEXTS.createEmployerFailed}: ${reason}` : STAFF_SPEC_TEXTS.createEmployerFailed);
      setBusy(false);
    }
  };

  return (
    <PageFrame title={T.title} back={{ label: STAFF_TEXTS.employers.title, to: linkTo('adminEmployers') }} maxW="56rem">
      <form noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <Stack gap="4">
          <Text color="fg.muted">{T.trial}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={T.name} required value={draft.name} onChange={(name) => set({ name })} error={errors.name} autoComplete="organization" />
            <LabelledSelect id="employer-status" label={T.status} value={draft.status} onChange={(status) => set({ status })} options={EMPLOYER_STATUSES.filter((s) => s !== 'archive').map((s) => ({ value: s, label: s }))} />
            <LabelledSelect id="employer-size" label={T.size} value={draft.size} onChange={(size) => set({ size })} options={[{ value: '', label: T.none }, ...EMPLOYER_SIZE_BANDS.map((s) => ({ value: s, label: s }))]} />
            <LabelledSelect
              id="employer-industry"
              label={T.industry}
              value={draft.industryId}
              onChange={(industryId) => set({ industryId })}
              options={[{ value: '', label: T.none }, ...(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))]}
            />
            <TextField label={T.street1} value={draft.street1} onChange={(street1) => set({ street1 })} autoComplete="street-address" />
            <TextField label={T.city} value={draft.city} onChange={(city) => set({ city })} autoComplete="address-level2" />
            <LabelledSelect id="employer-state" label={T.state} value={draft.state} onChange={(state) => set({ state })} options={[{ value: '', label: T.none }, ...US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }))]} />
            <TextField label={T.postalCode} value={draft.postalCode} onChange={(postalCode) => set({ postalCode })} error={errors.postalCode} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
            <TextField label={T.phone} type="tel" inputMode="tel" value={draft.phone} onChange={(phone) => set({ phone })} error={errors.phone} />
            <TextField label={T.website} value={draft.website} onChange={(website) => set({ website })} error={errors.website} autoComplete="url" />
            <LabelledSelect
              id="employer-assignee"
              label={T.assignee}
              value={draft.assigneeId}
              onChange={(assigneeId) => set({ assigneeId })}
              options={[{ value: '', label: T.none }, ...(staff.data ?? []).map((u) => ({ value: String(u.id), label: fullName(u.nameFirst, u.nameLast) || u.email }))]}
            />
          </SimpleGrid>
          {staff.error && (
            <Text fontSize="sm" color="red.700" role="alert">
              {STAFF_SPEC_TEXTS.superAdminsLoadFailed}
            </Text>
          )}
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
          <Box>
            <Button type="submit" colorPalette="brand" loading={busy}>
              {T.submit}
            </Button>
          </Box>
        </Stack>
      </form>
    </PageFrame>
  );
}
