// /login/link: 'Log in to your account' reached from the login screen. The link it sends returns
// the user to the address they wanted before login, like the password form does (§2.2); the API
// follows same-site paths only.
import { useAtomValue } from 'jotai';
import { savedRedirectAtom, useSessionServices } from '../session';
import { MagicLinkScreen } from './magic-link-screen';

export function LoginLinkPage() {
  const { api } = useSessionServices();
  const saved = useAtomValue(savedRedirectAtom);
  return <MagicLinkScreen onSend={(request) => api.requestLoginLink(saved ? { ...request, redirectUrl: saved } : request)} />;
}
