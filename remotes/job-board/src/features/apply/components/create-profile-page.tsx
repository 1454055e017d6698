import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from '@floorhire/router';
import * as v from 'valibot';
import { Alert, Button, Field, Input, SimpleGrid, Stack, Text } from '@floorhire/ui';
import { toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import { EmailSchema, PasswordSchema, PhoneSchema, ZipSchema, formatPhoneInput, linkTo } from '@floorhire/rules';
import { useJob } from '#app/api/jobs';
import { Page } from '#app/components/page';
import { readDraft, updateDraft } from '#app/lib/apply-draft';
import { T } from '#app/texts';
import { signUpPro } from '../api/signup-pro';
import { ApplySteps } from './apply-steps';

const Name = v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(100, 'Must be 100 characters or fewer'));
/** Spec 002 §5: the profile is kept only with first name, last name and phone, so all three are asked. */
const FormSchema = v.object({ nameFirst: Name, nameLast: Name, email: EmailSchema, phone: PhoneSchema, postalCode: v.union([v.literal(''), ZipSchema], 'Please enter a valid 5-digit ZIP code'), password: PasswordSchema });
type Values = Record<keyof v.InferInput<typeof FormSchema>, string>;
type Errors = Partial<Record<keyof Values, string>>;

const FIELDS: { name: keyof Values; label: string; type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email'; hint?: string }[] = [
  { name: 'nameFirst', label: T.nameFirst, type: 'text', autoComplete: 'given-name' },
  { name: 'nameLast', label: T.nameLast, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: T.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: T.phone, type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'postalCode', label: T.zipLabel, type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'password', label: T.password, type: 'password', autoComplete: 'new-password', hint: T.passwordHint },
];

/** /apply/create-profile: a visitor's details and a password; the account is made here (POST /public/signup/pro). */
export function CreateProfilePage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const api = useApi();
  const draft = readDraft();
  const job = useJob(draft?.jobId ?? null, false);
  const p = draft?.profile ?? {};
  const [values, setValues] = useState<Values>({ nameFirst: p.nameFirst ?? '', nameLast: p.nameLast ?? '', email: p.email ?? '', phone: p.phone ? formatPhoneInput(p.phone) : '', postalCode: p.postalCode ?? '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A signed-in pro already has a profile: straight on to applying.
  useEffect(() => {
    if (viewer.userId > 0 && draft) void navigate('/apply/profile-info', { replace: true });
  }, [viewer.userId, draft, navigate]);

  if (!draft) return <NoJob />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(FormSchema, values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as keyof Values | undefined;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      document.querySelector<HTMLInputElement>(`form [name="${Object.keys(next)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    const { password, postalCode, ...profile } = parsed.output;
    try {
      await signUpPro(api, { ...profile, password, postalCode: postalCode || null });
      updateDraft({ profile: { ...profile, postalCode }, signUp: true, redirectRoute: '/apply/resume' });
      // A full load: the shell starts the new session from the httpOnly cookie the sign-up set.
      window.location.assign('/apply/resume');
    } catch (error) {
      setFailure(toApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <Page title={T.createProfileTitle}>
      <ApplySteps current={0} />
      {job.data && <Text mb="4">{T.applyingFor(job.data.title)}</Text>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {FIELDS.map((f) => (
              <Field.Root key={f.name} invalid={Boolean(errors[f.name])} required={f.name !== 'postalCode'}>
                <Field.Label>{f.label}</Field.Label>
                <Input
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  {...(f.inputMode ? { inputMode: f.inputMode } : {})}
                  value={values[f.name]}
                  onChange={(e) => setValues((cur) => ({ ...cur, [f.name]: f.name === 'phone' ? formatPhoneInput(e.target.value) : e.target.value }))}
                />
                {f.hint && !errors[f.name] && <Field.HelperText>{f.hint}</Field.HelperText>}
                <Field.ErrorText>{errors[f.name]}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" size="lg" loading={busy}>
            {T.createAccount}
          </Button>
          <Text>
            {T.haveAccount}{' '}
            {/* Logging in resumes the apply flow where it was (redirectRoute, spec 002 §2). */}
            <RouterLink to={linkTo('login', {}, { redirect: draft.redirectRoute ?? '/apply/create-profile' })}>
              <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
                {T.logIn}
              </Text>
            </RouterLink>
          </Text>
        </Stack>
      </form>
    </Page>
  );
}

export function NoJob() {
  return (
    <Page title={T.openJobsTitle}>
      <Text mb="3">{T.noJobChosen}</Text>
      <RouterLink to="/open-jobs">
        <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
          {T.findJobs}
        </Text>
      </RouterLink>
    </Page>
  );
}
