import { useNavigate } from 'react-router';
import { useSessionServices } from '../session';
import { LoginForm } from './login-form';
import { socialLoginUrl } from './social-login';

export function LoginPage() {
  const { controller, api, authBase } = useSessionServices();
  const navigate = useNavigate();
  return (
    <LoginForm
      googleHref={socialLoginUrl('google', authBase)}
      onRecover={(email) => api.resetPassword(email)}
      onLogin={async (email, password) => {
        await controller.login(email, password);
        // The guards send the user on: saved address, else the home of the role (§2.2).
        navigate('/login', { replace: true });
      }}
    />
  );
}
