import { defineModule } from '../module';
import { authRoutes } from './auth.routes';
import { signInSettingsRoutes } from './sign-in-settings.routes';
import { socialRoutes } from './social.routes';

// Sign-in (spec 000 §4): password, magic links, password reset, social login and the session
// cookie. Tokens themselves are the platform's (src/auth/tokens.ts).
export const apiModule = defineModule({
  name: 'auth',
  summary: 'Sign-in: password, magic links, password reset, social login, sign-in settings',
  routes: [{ service: 'auth', routes: [...authRoutes, ...socialRoutes, ...signInSettingsRoutes] }],
  tables: ['magic_links', 'social_identities'],
});

export { assertUsable, createLink, findLink, markLinkUsed, sendLink, type LinkPurpose } from './links';
export { answerWithSession, refuseIfAuthenticated } from './session';
