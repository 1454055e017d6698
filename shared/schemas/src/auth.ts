import * as v from 'valibot';
import { AUTH_LINK_CHANNELS, EmailSchema, LoginPasswordSchema, PasswordSchema } from '@floorhire/rules';

export const LoginBodySchema = v.object({ email: EmailSchema, password: LoginPasswordSchema });
/** Answer of login, refresh and every call that signs a user in (cross-team contract). */
export const AuthTokensSchema = v.object({
  accessToken: v.string(),
  idToken: v.string(),
  /** Epoch milliseconds. */
  expiresAt: v.number(),
});
export const ResetPasswordBodySchema = v.object({ email: EmailSchema });

export const ResetPasswordCompleteBodySchema = v.object({
  code: v.pipe(v.string(), v.minLength(10), v.maxLength(200)),
  password: PasswordSchema,
});

export const LinkCodeParamsSchema = v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const LinkChannelQuerySchema = v.object({ channel: v.picklist(AUTH_LINK_CHANNELS, 'Channel must be EMAIL or SMS') });

/** What a link is for, answered only while it can still be used (the forms behind a link ask first). */
export const LinkStatusAnswerSchema = v.object({ purpose: v.picklist(['login', 'invite', 'reset-password', 'verify-email']) });
export const RedirectUrlAnswerSchema = v.object({
  redirectUrl: v.string(),
  /** Present when following the link signed the user in. */
  accessToken: v.optional(v.string()),
  idToken: v.optional(v.string()),
  expiresAt: v.optional(v.number()),
});

/** Ask for a login link by e-mail or phone (the "Log in to your account" screen). */
export const LoginLinkRequestBodySchema = v.object({
  channel: v.picklist(AUTH_LINK_CHANNELS, 'Channel must be EMAIL or SMS'),
  email: v.optional(EmailSchema),
  phone: v.optional(v.pipe(v.string(), v.transform((p) => p.replace(/\D/gu, '')), v.regex(/^\d{10}$/u, 'Phone number must be valid'))),
  redirectUrl: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

export const SocialProviderParamsSchema = v.object({ provider: v.pipe(v.string(), v.maxLength(40)) });
export const SocialStartQuerySchema = v.object({ redirectUri: v.optional(v.pipe(v.string(), v.maxLength(500))) });
export const SocialCallbackQuerySchema = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  state: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  error: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
