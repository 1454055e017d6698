import * as v from 'valibot';
import { API_ERRORS, PasswordSchema } from '@floorhire/rules';
import { TimestampSchema } from './common';

// Sign-in settings of any signed-in user, employer user or pro (issue 25 §5): the ways into the
// account, a password set or changed, Google or Facebook linked by verified e-mail and
// unlinked, never the last way in (docs/decisions/296-sign-in-settings.md).

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', facebook: 'Facebook' };

/** Our words (the spec gives none for these screens). */
export const SIGN_IN_TEXTS = {
  lastWayIn: 'This is your only way to sign in with a password or an account. Set a password or link another account first.',
  wrongPassword: 'Your current password is not right',
  currentPasswordRequired: 'Enter your current password',
  samePassword: 'Choose a password you do not use now',
  notLinked: 'This account is not linked',
  unverifiedEmail: 'The provider did not confirm the e-mail of that account',
  emailMismatch: (provider: string, email: string) => `That ${provider} account has another e-mail. Sign in to ${provider} as ${email} to link it.`,
  linkedElsewhere: (provider: string) => `That ${provider} account is linked to another FloorHire user`,
  passwordSaved: 'Password saved',
  linked: (provider: string) => `${provider} is linked: you can sign in with it`,
  unlinked: (provider: string) => `${provider} is unlinked`,
} as const;

export const SignInMethodsSchema = v.object({
  email: v.string(),
  phone: v.nullable(v.string()),
  password: v.boolean(),
  identities: v.array(v.object({ provider: v.picklist(SOCIAL_PROVIDERS), email: v.nullable(v.string()), linkedTs: TimestampSchema })),
  /** Providers this deployment can link (configured, or the local stand-in outside production). */
  providers: v.array(v.picklist(SOCIAL_PROVIDERS)),
});
export type SignInMethods = v.InferOutput<typeof SignInMethodsSchema>;

/** PUT /auth/password: the current password is needed when the account has one. */
export const ChangePasswordBodySchema = v.object({
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(200))),
  newPassword: PasswordSchema,
});

export const SocialProviderSchema = v.object({ provider: v.picklist(SOCIAL_PROVIDERS, API_ERRORS.unknownSocialProvider) });
/** Where the browser comes back after linking: a page of this site. */
export const SocialLinkBodySchema = v.object({ returnTo: v.optional(v.pipe(v.string(), v.maxLength(500))) });
export const SocialLinkAnswerSchema = v.object({ url: v.string() });
