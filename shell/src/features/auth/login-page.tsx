import { useSessionServices } from '../session';
import { LoginForm } from './login-form';
import { socialLoginUrl } from './social-login';

export function LoginPage() {
  const { controller, api, authBase } = useSessionServices();
  return (
    <LoginForm
      googleHref={socialLoginUrl('google', authBase)}
      facebookHref={socialLoginUrl('facebook', authBase)}
      onRecover={(email) => api.resetPassword(email)}
      // No navigation here: once signed in, the guards send the user on from /login (saved
      // address, else the home of the role, §2.2); navigating too would race them.
      onLogin={(email, password) => controller.login(email, password)}
    />
  );
}
