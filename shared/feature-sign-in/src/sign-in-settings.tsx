import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import { ErrorState, LoadingState, useApi } from '@floorhire/remote-kit';
import { useLocation, useNavigate } from '@floorhire/router';
import { MAGIC_LINK_TEXTS, PasswordSchema, fieldError, formatPhone } from '@floorhire/rules';
import { SIGN_IN_TEXTS, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SignInMethods, type SocialProvider } from '@floorhire/schemas';
import { Alert, Badge, Box, Button, Card, HStack, Heading, Stack, Text, TextField } from '@floorhire/ui';
import { changePassword, sendLoginLink, startLink, unlink, useSignInMethods } from './sign-in-api';
import { SIGN_IN_SETTINGS_TEXTS as T } from './texts';

const WRAPPING = { whiteSpace: 'normal', overflowWrap: 'anywhere', h: 'auto', minH: '8', py: '1.5', maxW: 'full', textAlign: 'start' } as const;

const message = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

/**
 * The sign-in settings of whoever is signed in, employer user or pro (issue 25 §5; ADR 296):
 * password, linked Google or Facebook accounts, and a login link on request. `children` is the
 * place for what the page adds below, such as the act-as history staff see (issue 26).
 */
export function SignInSettings({ headingLevel = 'h2', hideTitle = false, children }: { headingLevel?: 'h1' | 'h2'; hideTitle?: boolean; children?: ReactNode }) {
  const methods = useSignInMethods();
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useRemoteProps();
  const [returned, setReturned] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  // Back from the provider with ?linked= or ?error=: say what happened once, then drop the query.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const linked = query.get('linked');
    const error = query.get('error');
    if (!linked && !error) return;
    const provider = SOCIAL_PROVIDERS.find((p) => p === linked);
    setReturned(error ? { kind: 'error', text: error } : { kind: 'success', text: SIGN_IN_TEXTS.linked(provider ? SOCIAL_PROVIDER_NAMES[provider] : String(linked)) });
    query.delete('linked');
    query.delete('error');
    const rest = query.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const sub = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <Stack gap="5" data-testid="sign-in-settings">
      {/* A page whose own heading already says it (the settings tab) hides this one; its cards keep their level. */}
      {hideTitle ? (
        <Text color="fg.muted">{T.intro}</Text>
      ) : (
        <Box>
          <Heading as={headingLevel} size={headingLevel === 'h1' ? 'xl' : 'lg'}>
            {T.title}
          </Heading>
          <Text color="fg.muted">{T.intro}</Text>
        </Box>
      )}
      {returned && (
        <Alert.Root status={returned.kind} role={returned.kind === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{returned.text}</Alert.Title>
        </Alert.Root>
      )}
      {methods.error ? (
        <ErrorState message={methods.error.message} onRetry={methods.reload} />
      ) : !methods.data ? (
        <LoadingState />
      ) : (
        <>
          <PasswordCard methods={methods.data} heading={sub} onSaved={() => {
            methods.mutate((m) => (m ? { ...m, password: true } : m));
            notify({ kind: 'snackbar', type: 'success', message: SIGN_IN_TEXTS.passwordSaved });
          }} />
          <AccountsCard methods={methods.data} heading={sub} returnTo={location.pathname} onUnlinked={(provider) => {
            methods.mutate((m) => (m ? { ...m, identities: m.identities.filter((i) => i.provider !== provider) } : m));
            notify({ kind: 'snackbar', type: 'success', message: SIGN_IN_TEXTS.unlinked(SOCIAL_PROVIDER_NAMES[provider]) });
          }} />
          <LoginLinkCard methods={methods.data} heading={sub} />
        </>
      )}
      {/* What the page adds comes in once the cards are drawn, so their arrival does not push it down (layout shift). */}
      {(methods.data || methods.error) && children}
    </Stack>
  );
}

function PasswordCard({ methods, heading, onSaved }: { methods: SignInMethods; heading: 'h2' | 'h3'; onSaved(): void }) {
  const api = useApi();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const nextError = fieldError(PasswordSchema, next);
    const currentError = methods.password && !current ? SIGN_IN_TEXTS.currentPasswordRequired : undefined;
    setErrors({ ...(nextError ? { next: nextError } : {}), ...(currentError ? { current: currentError } : {}) });
    if (nextError || currentError) return;
    setSaving(true);
    try {
      await changePassword(api, { ...(methods.password ? { currentPassword: current } : {}), newPassword: next });
      setCurrent('');
      setNext('');
      onSaved();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      setErrors(field === 'currentPassword' ? { current: message(error) } : { next: message(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="sign-in-password">
      <Card.Body>
        <form onSubmit={(e: React.FormEvent) => void save(e)} noValidate>
<Stack gap="3" maxW="md">
          <Heading as={heading} size="md" id="sign-in-password">
            {T.passwordTitle}
          </Heading>
          <Text>{methods.password ? T.passwordSet : T.passwordNotSet}</Text>
          {/* The e-mail is the user name password managers store with the new password. */}
          <input type="email" name="username" autoComplete="username" value={methods.email} readOnly hidden />
          {methods.password && (
            <TextField label={T.currentPassword} type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} required />
          )}
          <TextField label={T.newPassword} type="password" autoComplete="new-password" value={next} onChange={setNext} error={errors.next} helper={T.newPasswordHelp} required />
          <Button type="submit" alignSelf="flex-start" loading={saving}>
            {methods.password ? T.savePassword : T.setPassword}
          </Button>
        </Stack>
</form>
      </Card.Body>
    </Card.Root>
  );
}

function AccountsCard({ methods, heading, returnTo, onUnlinked }: { methods: SignInMethods; heading: 'h2' | 'h3'; returnTo: string; onUnlinked(provider: SocialProvider): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const linkTo = async (provider: SocialProvider) => {
    setBusy(provider);
    setError(null);
    try {
      const { url } = await startLink(api, provider, returnTo);
      // The provider's own page: leaving the app is the point.
      window.location.assign(url);
    } catch (e) {
      setError(message(e));
      setBusy(null);
    }
  };

  const unlinkFrom = async (provider: SocialProvider) => {
    setBusy(provider);
    setError(null);
    try {
      await unlink(api, provider);
      onUnlinked(provider);
    } catch (e) {
      setError(message(e));
      notify({ kind: 'snackbar', type: 'error', message: message(e), duration: 5000 });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="sign-in-accounts">
      <Card.Body>
        <Stack gap="3">
          <Heading as={heading} size="md" id="sign-in-accounts">
            {T.accountsTitle}
          </Heading>
          <Text color="fg.muted">{T.accountsIntro}</Text>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
            {SOCIAL_PROVIDERS.map((provider) => {
              const name = SOCIAL_PROVIDER_NAMES[provider];
              const identity = methods.identities.find((i) => i.provider === provider);
              const lastWayIn = !!identity && !methods.password && methods.identities.length === 1;
              return (
                <Box as="li" key={provider} borderWidth="1px" borderRadius="md" p="3" data-testid={`identity-${provider}`}>
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Box minW="0">
                      <Text fontWeight="semibold">{name}</Text>
                      {identity ? <Badge colorPalette="green">{T.linkedAs(identity.email)}</Badge> : <Text color="fg.muted">{T.notLinked}</Text>}
                    </Box>
                    {identity ? (
                      <Button size="sm" variant="outline" onClick={() => void unlinkFrom(provider)} loading={busy === provider} disabled={lastWayIn}>
                        {T.unlink(name)}
                      </Button>
                    ) : methods.providers.includes(provider) ? (
                      <Button size="sm" onClick={() => void linkTo(provider)} loading={busy === provider}>
                        {T.link(name)}
                      </Button>
                    ) : (
                      <Text color="fg.muted">{T.notAvailable}</Text>
                    )}
                  </HStack>
                  {lastWayIn && <Text mt="2" fontSize="sm" color="fg.muted">{T.lastWayIn}</Text>}
                </Box>
              );
            })}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LoginLinkCard({ methods, heading }: { methods: SignInMethods; heading: 'h2' | 'h3' }) {
  const api = useApi();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (body: Parameters<typeof sendLoginLink>[1]) => {
    setBusy(true);
    setError(null);
    try {
      await sendLoginLink(api, body);
      setSent(true);
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="sign-in-login-link">
      <Card.Body>
        <Stack gap="3">
          <Heading as={heading} size="md" id="sign-in-login-link">
            {T.loginLinkTitle}
          </Heading>
          <Text color="fg.muted">{T.loginLinkIntro}</Text>
          <HStack wrap="wrap" gap="2">
            {/* A long address wraps inside the button instead of widening a phone's page. */}
            <Button size="sm" variant="outline" loading={busy} onClick={() => void send({ channel: 'EMAIL', email: methods.email })} {...WRAPPING}>
              {T.sendByEmail(methods.email)}
            </Button>
            {methods.phone && (
              <Button size="sm" variant="outline" loading={busy} onClick={() => void send({ channel: 'SMS', phone: methods.phone! })} {...WRAPPING}>
                {T.sendBySms(formatPhone(methods.phone))}
              </Button>
            )}
          </HStack>
          {sent && <Text role="status">{MAGIC_LINK_TEXTS.sent}</Text>}
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
