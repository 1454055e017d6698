import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Alert, Box, Button, SimpleGrid, Stack, TextField } from '@floorhire/ui';
import { useLocation, useNavigate, useSearchParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { CreateUserBodySchema, STAFF_API_TEXTS } from '@floorhire/domain-staff';
import { DEFAULT_ERROR_MESSAGE, fieldError, EmailSchema, PhoneSchema, RequiredStringSchema, ZipSchema, linkTo } from '@floorhire/rules';
import { EmployerPicker, type PickedEmployer } from '#app/components/employer-picker';
import { PageFrame } from '#app/components/page-frame';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';
import { createUser } from '../api/create-user';

const T = STAFF_TEXTS.create;

type Kind = 'admin' | 'employer' | 'pro';

function kindOf(pathname: string): Kind {
  if (pathname.includes('/users/employer/')) return 'employer';
  if (pathname.includes('/users/pro/')) return 'pro';
  return 'admin';
}

interface Draft {
  nameFirst: string;
  nameLast: string;
  email: string;
  phone: string;
  group: 'Company Admin' | 'Hiring Manager';
  employers: PickedEmployer[];
  postalCode: string;
  sendWelcome: boolean;
}

type Errors = Partial<Record<'nameFirst' | 'nameLast' | 'email' | 'phone' | 'employers' | 'postalCode', string>>;

function check(kind: Kind, d: Draft): Errors {
  const errors: Errors = {
    nameFirst: fieldError(RequiredStringSchema, d.nameFirst),
    nameLast: fieldError(RequiredStringSchema, d.nameLast),
    email: fieldError(EmailSchema, d.email),
    phone: d.phone.trim() ? fieldError(PhoneSchema, d.phone) : undefined,
    employers: kind === 'employer' && d.employers.length === 0 ? STAFF_API_TEXTS.employerGroupNeedsEmployer : undefined,
    postalCode: kind === 'pro' && d.postalCode.trim() ? fieldError(ZipSchema, d.postalCode) : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as Errors;
}

/** users/admin/create, users/employer/create, users/pro/create (spec 002 §2; ADR 305). */
export function UserCreatePage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const kind = kindOf(pathname);
  const api = useApi();
  const navigate = useNavigate();
  const { notify } = useRemoteProps();
  const presetEmployer = Number(search.get('employerId'));
  const presetName = search.get('employerName');
  const [draft, setDraft] = useState<Draft>({
    nameFirst: '',
    nameLast: '',
    email: '',
    phone: '',
    group: 'Company Admin',
    employers: Number.isInteger(presetEmployer) && presetEmployer > 0 ? [{ id: presetEmployer, name: presetName ?? `Employer ${presetEmployer}` }] : [],
    postalCode: '',
    sendWelcome: true,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(kind, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = v.parse(CreateUserBodySchema, {
      groupMembership: kind === 'admin' ? 'Super Admin' : kind === 'pro' ? 'Expert' : draft.group,
      email: draft.email,
      nameFirst: draft.nameFirst,
      nameLast: draft.nameLast,
      phone: draft.phone.trim() ? v.parse(PhoneSchema, draft.phone) : null,
      ...(kind === 'employer' ? { employerIds: draft.employers.map((em) => em.id) } : {}),
      ...(kind === 'pro' && draft.postalCode.trim() ? { postalCode: draft.postalCode.trim() } : {}),
      sendWelcome: draft.sendWelcome,
    });
    setBusy(true);
    setFailure(null);
    try {
      const id = await createUser(api, body);
      notify({ kind: 'snackbar', type: 'success', message: T.created(`${body.nameFirst} ${body.nameLast}`) });
      if (kind === 'admin') navigate(linkTo('adminStaffUser', { id }));
      else if (kind === 'employer') navigate(linkTo('adminEmployerUser', { id }));
      else navigate(linkTo('adminUsers', {}, { groupMembership: 'Expert', email: body.email }));
    } catch (cause) {
      setFailure(messageOf(cause, DEFAULT_ERROR_MESSAGE));
      setBusy(false);
    }
  };

  return (
    <PageFrame title={T.title[kind]} back={{ label: STAFF_TEXTS.users.title, to: linkTo('adminUsers') }} maxW="48rem">
      <form noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={T.nameFirst} required value={draft.nameFirst} onChange={(nameFirst) => set({ nameFirst })} error={errors.nameFirst} autoComplete="off" />
            <TextField label={T.nameLast} required value={draft.nameLast} onChange={(nameLast) => set({ nameLast })} error={errors.nameLast} autoComplete="off" />
            <TextField label={T.email} required type="email" value={draft.email} onChange={(email) => set({ email })} error={errors.email} autoComplete="off" />
            <TextField label={T.phone} type="tel" inputMode="tel" value={draft.phone} onChange={(phone) => set({ phone })} error={errors.phone} helper={T.phoneHelper} autoComplete="off" />
          </SimpleGrid>
          {kind === 'employer' && (
            <>
              <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0">
                <legend style={{ fontSize: '0.875rem', fontWeight: 500, marginBottom: '0.5rem' }}>{T.group}</legend>
                {(['Company Admin', 'Hiring Manager'] as const).map((group) => (
                  <label key={group} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                    <input type="radio" name="group" value={group} checked={draft.group === group} onChange={() => set({ group })} />
                    {group}
                  </label>
                ))}
              </Stack>
              <EmployerPicker id="create-user-employers" value={draft.employers} onChange={(employers) => set({ employers })} error={errors.employers} />
            </>
          )}
          {kind === 'pro' && <TextField label={T.postalCode} inputMode="numeric" value={draft.postalCode} onChange={(postalCode) => set({ postalCode })} error={errors.postalCode} maxLength={5} />}
          <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="checkbox" checked={draft.sendWelcome} onChange={(e) => set({ sendWelcome: e.currentTarget.checked })} />
            {T.sendWelcome}
          </label>
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
