import * as v from 'valibot';
import { EmailSchema, FullNameSchema, PasswordSchema, PhoneDigitsSchema, ZipSchema } from '@floorhire/rules';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const RequiredText = (max: number) => v.pipe(v.string('Required.'), v.trim(), v.nonEmpty('Required.'), v.maxLength(max));

export const ProSignupBodySchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  nameFirst: RequiredText(100),
  nameLast: RequiredText(100),
  phone: v.optional(v.nullable(PhoneDigitsSchema)),
  postalCode: v.optional(v.nullable(ZipSchema)),
});
export type ProSignupBody = v.InferOutput<typeof ProSignupBodySchema>;

/** The four steps of the guest employer sign-up (spec 000 §2.5). */
export const EmployerSignupBodySchema = v.object({
  position: RequiredText(200),
  location: RequiredText(200),
  fullName: FullNameSchema,
  email: EmailSchema,
  recruitingPriority: RequiredText(200),
  foundVia: RequiredText(100),
  foundViaOther: v.optional(v.nullable(Text(500))),
});
export type EmployerSignupBody = v.InferOutput<typeof EmployerSignupBodySchema>;

/** Invitee sign-up: one step, full name and Join (spec 000 §2.5). */
export const InviteeSignupBodySchema = v.object({
  inviteCode: v.pipe(v.string(), v.minLength(10), v.maxLength(200)),
  fullName: FullNameSchema,
  password: v.optional(PasswordSchema),
});
export type InviteeSignupBody = v.InferOutput<typeof InviteeSignupBodySchema>;

export const EmployerSignupAnswerSchema = v.object({
  message: v.string(),
  userProfileId: v.number(),
  employerId: v.number(),
});

export const InviteBodySchema = v.object({
  employerId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  inviteeEmail: EmailSchema,
  location: v.optional(v.nullable(Text(200))),
  inviterEmail: v.optional(v.nullable(v.string())),
  inviterFullName: v.optional(v.nullable(Text(200))),
  companyName: v.optional(v.nullable(Text(200))),
  groupMembership: v.optional(v.picklist(['Company Admin', 'Hiring Manager'])),
});

export const InviteAnswerSchema = v.object({ message: v.string(), userProfileId: v.number() });
