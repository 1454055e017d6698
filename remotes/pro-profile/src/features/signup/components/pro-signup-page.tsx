import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import * as v from 'valibot';
import { PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { EmailSchema, fieldError, formatPhoneInput, linkTo, PasswordSchema, PhoneSchema, SIGNUP_TEXTS, ZipSchema } from '@floorhire/rules';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Alert, Box, Button, Heading, Link, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { signUpPro } from '../api/signup';

const T = PAGE_TEXTS.signup;
type Form = { nameFirst: string; nameLast: string; email: string; password: string; phone: string; postalCode: string };

/** Where a new pro goes next: a full page load, so the shell starts the session from the cookie the sign-up set. */
export const AFTER_SIGNUP_PATH = '/pro/resume';

/** /signup/pro: a new Skilled Pro account and profile (spec 000 §7 POST /public/signup/pro). */
export function ProSignupPage({ goTo = (path: string) => window.location.assign(path) }: { goTo?: (path: string) => void }) {
  const api = useApi();
  const [form, setForm] = useState<Form>({ nameFirst: '', nameLast: '', email: '', password: '', phone: '', postalCode: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {
      nameFirst: form.nameFirst.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      nameLast: form.nameLast.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      email: fieldError(EmailSchema, form.email),
      password: fieldError(PasswordSchema, form.password),
      phone: form.phone.trim() ? fieldError(PhoneSchema, form.phone) : undefined,
      postalCode: form.postalCode.trim() ? fieldError(ZipSchema, form.postalCode) : undefined,
    };
    setErrors(next);
    setFailure(undefined);
    if (Object.values(next).some(Boolean)) return;
    setSaving(true);
    try {
      const phone = form.phone.trim() ? v.parse(PhoneSchema, form.phone) : null;
      // Spec 002 §5: the postal code goes with the phone only when both are there.
      const postalCode = phone && form.postalCode.trim() ? form.postalCode.trim() : null;
      await signUpPro(api, { nameFirst: form.nameFirst.trim(), nameLast: form.nameLast.trim(), email: form.email.trim(), password: form.password, phone, postalCode });
      setCreated(form.email.trim());
    } catch (error) {
      const problem = toApiError(error);
      if (problem.field && problem.field in form) setErrors({ [problem.field]: problem.message });
      else setFailure(problem.message);
    } finally {
      setSaving(false);
    }
  };

  if (created) {
    return (
      <Box maxW="520px" mx="auto" w="full">
        <Heading as="h1" size="2xl" mb="4">
          {SIGNUP_TEXTS.success.title}
        </Heading>
        <Text mb="2">{SIGNUP_TEXTS.success.body}</Text>
        <Text mb="6" color="fg.muted">
          {created}
        </Text>
        <Button size="lg" w={{ base: 'full', sm: 'auto' }} onClick={() => goTo(AFTER_SIGNUP_PATH)}>
          {PAGE_TEXTS.resume.upload}
        </Button>
      </Box>
    );
  }

  return (
    <Box maxW="520px" mx="auto" w="full">
      <Heading as="h1" size="2xl" mb="2">
        {T.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {T.intro}
      </Text>
      {failure && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField size="lg" label={T.nameFirst} value={form.nameFirst} onChange={set('nameFirst')} error={errors.nameFirst} required autoComplete="given-name" maxLength={100} />
            <TextField size="lg" label={T.nameLast} value={form.nameLast} onChange={set('nameLast')} error={errors.nameLast} required autoComplete="family-name" maxLength={100} />
          </SimpleGrid>
          <TextField size="lg" label={T.email} value={form.email} onChange={set('email')} error={errors.email} required type="email" inputMode="email" autoComplete="email" />
          <TextField size="lg" label={T.password} value={form.password} onChange={set('password')} error={errors.password} required type="password" autoComplete="new-password" helper={T.passwordHelp} />
          <TextField size="lg" label={T.phone} value={form.phone} onChange={(value) => set('phone')(formatPhoneInput(value))} error={errors.phone} type="tel" inputMode="tel" autoComplete="tel-national" />
          <TextField size="lg" label={T.postalCode} value={form.postalCode} onChange={set('postalCode')} error={errors.postalCode} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
          <Button type="submit" size="lg" loading={saving} w="full">
            {T.submit}
          </Button>
        </Stack>
      </form>
      <Stack mt="6" gap="2" fontSize="sm">
        <Link asChild>
          <RouterLink to={linkTo('login')}>{T.loginInstead}</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to={linkTo('employerSignup')}>{T.employerInstead}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
