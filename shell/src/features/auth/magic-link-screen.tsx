// 'Log in to your account' (§2.5): the user chooses to receive a login link by registered e-mail
// address or registered phone number, types it, and SEND LOGIN LINK sends it. Reached from the
// login screen (/login/link) and from a link that no longer names anything (ADR 150).
import { Button, Field, Input, Link, Text } from '@floorhire/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { EXPIRED_LINK_TEXTS, EmailSchema, MAGIC_LINK_TEXTS as T, PhoneSchema, fieldError, formatPhoneInput, linkTo, phoneInputDigits, type AuthLinkChannel } from '@floorhire/rules';
import type { LoginLinkRequest } from '../session';
import { AuthForm } from './auth-form';
import { ChannelChoice } from './channel-choice';

export interface MagicLinkScreenProps {
  onSend(request: LoginLinkRequest): Promise<void>;
}

type SendState = 'idle' | 'busy' | 'sent' | 'failed';

export function MagicLinkScreen({ onSend }: MagicLinkScreenProps) {
  const [channel, setChannel] = useState<AuthLinkChannel>('EMAIL');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<SendState>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = channel === 'EMAIL' ? fieldError(EmailSchema, email) : fieldError(PhoneSchema, formatPhoneInput(phone));
    setError(invalid);
    if (invalid) return;
    setState('busy');
    try {
      await onSend(channel === 'EMAIL' ? { channel, email: email.trim() } : { channel, phone: phoneInputDigits(phone) });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  const byEmail = channel === 'EMAIL';
  return (
    <AuthForm title={T.title} onSubmit={submit} maxW="480px">
      <Text>{T.body}</Text>
      <ChannelChoice
        value={channel}
        onChange={(next) => {
          setChannel(next);
          setError(undefined);
          setState('idle');
        }}
        labels={{ EMAIL: T.emailOption, SMS: T.phoneOption }}
        label={T.body}
      />
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{byEmail ? T.emailLabel : T.phoneLabel}</Field.Label>
        {byEmail ? (
          <Input key="email" name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        ) : (
          <Input key="phone" name="phone" type="tel" autoComplete="tel-national" inputMode="tel" value={phone} onChange={(e) => setPhone(formatPhoneInput(e.target.value))} />
        )}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {state === 'sent' && (
        <Text role="status" color="brand.fg">
          {T.sent}
        </Text>
      )}
      {state === 'failed' && (
        <Text role="alert" color="red.600">
          {EXPIRED_LINK_TEXTS.failure}
        </Text>
      )}
      <Button type="submit" size="lg" loading={state === 'busy'}>
        {T.submit}
      </Button>
      <Text textAlign="center">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={linkTo('login')}>{T.backToLogin}</RouterLink>
        </Link>
      </Text>
    </AuthForm>
  );
}
