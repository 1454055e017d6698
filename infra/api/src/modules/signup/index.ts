import { defineModule } from '../module';
import { inviteRoutes, signupRoutes } from './signup.routes';

// Creating accounts (spec 000 §2.5, §4): pro and guest-employer sign-up, invitees, invitations.
export const apiModule = defineModule({
  name: 'signup',
  summary: 'Pro and guest-employer sign-up, invitee sign-up and team invitations',
  routes: [
    { service: 'auth', routes: signupRoutes },
    { service: 'employer', routes: inviteRoutes },
  ],
  tables: ['employer_signups'],
});
