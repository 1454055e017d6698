// Guest employer sign-up in 4 steps (§2.5): position and location; full name and work e-mail;
// top recruiting priority as cards; how the user found us, 'Start a Free Trial' and a disclaimer.
import { Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@floorhire/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EmailSchema,
  FullNameSchema,
  RECRUITING_PRIORITIES,
  RequiredStringSchema,
  SIGNUP_TEXTS as T,
  VALIDATION_MESSAGES,
  fieldError,
} from '@floorhire/rules';
import { PriorityCards } from './priority-cards';
import { ReferralQuestion, type ReferralAnswer } from './referral-question';

export interface EmployerSignupValues {
  position: string;
  location: string;
  fullName: string;
  email: string;
  recruitingPriority: string;
  foundVia: string;
  foundViaOther?: string;
}

export const EMPLOYER_SIGNUP_STEPS = 4;

export function EmployerSignupWizard({ onSubmit, random }: { onSubmit(values: EmployerSignupValues): Promise<void>; random?: () => number }) {
  const [step, setStep] = useState(1);
  const [position, setPosition] = useState('');
  const [location, setLocation] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [priority, setPriority] = useState('');
  const [referral, setReferral] = useState<ReferralAnswer>({ foundVia: '', foundViaOther: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the form's content: focus its heading so keyboard and screen-reader users
  // start at the top of the step instead of on a button that changed meaning.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    formRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step]);

  function validate(): Record<string, string | undefined> {
    switch (step) {
      case 1:
        return { position: fieldError(RequiredStringSchema, position), location: fieldError(RequiredStringSchema, location) };
      case 2:
        return { fullName: fieldError(FullNameSchema, fullName), email: fieldError(EmailSchema, email) };
      case 3:
        return { priority: priority ? undefined : VALIDATION_MESSAGES.required };
      default:
        return { referral: referral.foundVia ? undefined : VALIDATION_MESSAGES.required };
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (step < EMPLOYER_SIGNUP_STEPS) {
      setStep(step + 1);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        position: position.trim(),
        location: location.trim(),
        fullName: fullName.trim(),
        email: email.trim(),
        recruitingPriority: priority,
        foundVia: referral.foundVia,
        ...(referral.foundVia === 'other' && referral.foundViaOther.trim() ? { foundViaOther: referral.foundViaOther.trim() } : {}),
      });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box maxW="560px" mx="auto" w="full">
      <form ref={formRef} onSubmit={next} noValidate>
        <Stack gap="5">
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {T.stepCounter(step, EMPLOYER_SIGNUP_STEPS)}
          </Text>
          {step === 1 && (
            <>
              <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
                {T.positionStep.title}
              </Heading>
              <Text>{T.positionStep.body}</Text>
              <Field.Root invalid={Boolean(errors.position)}>
                <Field.Label>{T.positionStep.positionLabel}</Field.Label>
                <Input value={position} placeholder={T.positionStep.positionPlaceholder} onChange={(e) => setPosition(e.target.value)} />
                <Field.ErrorText>{errors.position}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.location)}>
                <Field.Label>{T.positionStep.locationLabel}</Field.Label>
                <Input value={location} placeholder={T.positionStep.locationPlaceholder} autoComplete="address-level2" onChange={(e) => setLocation(e.target.value)} />
                <Field.ErrorText>{errors.location}</Field.ErrorText>
              </Field.Root>
            </>
          )}
          {step === 2 && (
            <>
              <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
                {T.contactStep.title}
              </Heading>
              <Field.Root invalid={Boolean(errors.fullName)}>
                <Field.Label>{T.contactStep.nameLabel}</Field.Label>
                <Input value={fullName} autoComplete="name" onChange={(e) => setFullName(e.target.value)} />
                <Field.ErrorText>{errors.fullName}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.email)}>
                <Field.Label>{T.contactStep.emailLabel}</Field.Label>
                <Input type="email" value={email} autoComplete="email" onChange={(e) => setEmail(e.target.value)} />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
            </>
          )}
          {step === 3 && (
            <>
              <Heading as="h1" size="2xl" id="priority-title" tabIndex={-1} outline="none">
                {T.priorityStep.title}
              </Heading>
              <PriorityCards options={RECRUITING_PRIORITIES} value={priority} onChange={setPriority} labelledBy="priority-title" />
              {errors.priority && (
                <Text role="alert" color="red.600">
                  {errors.priority}
                </Text>
              )}
            </>
          )}
          {step === 4 && (
            <>
              <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
                {T.referralStep.title}
              </Heading>
              <ReferralQuestion value={referral} onChange={setReferral} label={T.referralStep.title} random={random} error={errors.referral} />
              <Text fontSize="xs" color="fg.muted">
                {T.referralStep.disclaimer}
              </Text>
            </>
          )}
          {failure && (
            <Text role="alert" color="red.600">
              {failure}
            </Text>
          )}
          <HStack justify="space-between">
            {step > 1 ? (
              <Button type="button" variant="ghost" onClick={() => setStep(step - 1)}>
                {T.back}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={busy}>
              {step === EMPLOYER_SIGNUP_STEPS ? T.referralStep.submit : T.next}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
