// /auth/callback: the social provider sent the browser back; the API set the refresh cookie.
import { Center, Spinner, Stack, Text, Link } from '@floorhire/ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@floorhire/router';
import { AUTH_ERRORS, LOGIN_TEXTS, linkTo } from '@floorhire/rules';
import { useSessionServices } from '../session';

export function AuthCallbackPage() {
  const { controller } = useSessionServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (providerError) return;
    void controller.restore().then(() => {
      if (controller.isSignedIn()) navigate(linkTo('home'), { replace: true });
      else setFailed(true);
    });
  }, [controller, navigate, providerError]);

  if (providerError || failed) {
    return (
      <Stack maxW="420px" mx="auto" gap="4" py="10">
        <Text role="alert">{providerError ?? AUTH_ERRORS.tokenAuthentication}</Text>
        <Link asChild color="brand.fg">
          <RouterLink to={linkTo('login')}>{LOGIN_TEXTS.submit}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Center py="20">
      <Spinner size="lg" aria-label="Signing you in" />
    </Center>
  );
}
