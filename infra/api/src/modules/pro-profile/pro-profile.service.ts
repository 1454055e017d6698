import { randomUUID } from 'node:crypto';
import {
  PRO_PROFILE_TEXTS,
  PRO_SETTINGS_TEXTS,
  type ChangePasswordBody,
  RESUME_TEXTS,
  monthRange,
  profileCompleteness,
  type ConfirmResumeBody,
  type EducationBody,
  type EndorsementBody,
  type HistoryBody,
  type MachineWithBrands,
  type PatchProBody,
  type PreferenceBody,
  type ProJobTitlesBody,
  type ProProfile,
  type ProResumeBody,
  type ProTaxonomyBody,
  type PublicReference,
  type ReferenceBody,
  type ResumeParse,
} from '@floorhire/domain-pro-profile';
import { absoluteLink, VALIDATION_MESSAGES } from '@floorhire/rules';
import type { AuthContext } from '../../auth/tokens';
import type { ApiConfig } from '../../config';
import type { Db, Queryable, Tx } from '../../db';
import { queueEmail } from '../../delivery/outbox';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { claimResumeParse, parseDto, readParse, requestParse } from '../resume';
import { hashPassword, verifyPassword } from '../../auth/password';
import { findLoginById, setPasswordHash, updateProfile } from '../users';
import * as repo from './pro-profile.repository';

// What the pro profile module does (spec 002 §3, §5, §7 "Employer and pro profile"): the
// routes and other modules call these; SQL stays in the repository, writes run in one
// transaction. A pro reaches only its own record; staff reach every one.

/** A new pro's record, with the postal code of the sign-up when one was given. */
export async function createProRecord(tx: Queryable, userId: number, postalCode: string | null): Promise<number> {
  const proId = await repo.ensurePro(tx, userId);
  if (postalCode) await repo.setProPostalCode(tx, proId, postalCode);
  return proId;
}

/** The owner of pro {id} when the caller may act on it; 404 for anyone else (no probing). */
export async function assertOwnPro(q: Queryable, auth: AuthContext, proId: number): Promise<number> {
  const owner = await repo.proOwner(q, proId);
  if (owner === undefined || (!auth.isStaff && owner !== auth.userId)) throw notFound(PRO_PROFILE_TEXTS.proNotFound);
  return owner;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function readProProfile(q: Queryable, proId: number): Promise<ProProfile> {
  const row = await repo.readProRow(q, proId);
  if (!row) throw notFound(PRO_PROFILE_TEXTS.proNotFound);
  const [titles, history, education, references, preference, taxonomy] = await Promise.all([
    repo.proJobTitles(q, proId),
    repo.proHistory(q, proId),
    repo.proEducation(q, proId),
    repo.proReferences(q, proId),
    repo.proPreference(q, proId),
    repo.proTaxonomy(q, proId),
  ]);
  const completeness = profileCompleteness({
    personalInfo: Boolean(row.name_first && row.name_last && row.phone && row.postal_code),
    resume: row.resume_url !== null,
    experience: history.length > 0,
    education: education.length > 0,
    jobTitles: titles.length > 0,
    preferences: preference !== undefined && (preference.shifts.length > 0 || preference.pay_rate_min !== null || preference.job_title_ids.length > 0),
    taxonomy: taxonomy.skillIds.length + taxonomy.machines.length + taxonomy.knowledgeDisciplineIds.length > 0,
    references: references.length > 0,
  });
  return {
    id: row.id,
    userProfileId: row.user_profile_id,
    nameFirst: row.name_first,
    nameLast: row.name_last,
    email: row.email,
    phone: row.phone,
    postalCode: row.postal_code,
    city: row.city,
    state: row.state,
    summary: row.summary,
    shiftFirst: row.shift_first,
    shiftSecond: row.shift_second,
    shiftThird: row.shift_third,
    payRateMin: row.pay_rate_min,
    timezone: row.timezone,
    resumeUrl: row.resume_url,
    parsedResumeUrl: row.parsed_resume_url,
    resumeFileName: row.resume_file_name,
    notificationEmail: row.notification_email,
    notificationSms: row.notification_sms,
    authStrategy: row.auth_strategy,
    avatarUrl: row.avatar_url,
    hasPassword: row.has_password,
    proJobTitles: titles,
    historyEmployers: history,
    educationCertifications: education,
    references: references.map(referenceDto),
    preference: {
      payRateMin: preference?.pay_rate_min ?? null,
      maxCommute: preference?.max_commute ?? null,
      shifts: preference?.shifts ?? [],
      postalCode: preference?.postal_code ?? null,
      jobTitleIds: preference?.job_title_ids ?? [],
      industryIds: preference?.industry_ids ?? [],
      knowledgeDisciplineIds: preference?.knowledge_discipline_ids ?? [],
      machines: preference?.machines ?? [],
      updateTs: iso(preference?.update_ts ?? null),
    },
    taxonomy,
    completeness,
    updateTs: row.update_ts.toISOString(),
  };
}

function referenceDto(r: repo.ReferenceRow) {
  return {
    id: r.id,
    nameFirst: r.name_first,
    nameLast: r.name_last,
    email: r.email,
    phone: r.phone,
    company: r.company,
    relationship: r.relationship,
    status: r.status,
    endorsement: r.endorsement,
    rating: r.rating,
    endorseTs: iso(r.endorse_ts),
  };
}

/** GET pro/me: the signed-in pro's profile; an Expert without a pro row gets one now. */
export async function readOwnProProfile(db: Db, auth: AuthContext): Promise<ProProfile> {
  const existing = await repo.proIdOfUser(db, auth.userId);
  // Staff pass the role check, but only an Expert has (or gets) a pro record.
  if (existing === undefined && auth.group !== 'Expert') throw notFound(PRO_PROFILE_TEXTS.proNotFound);
  const proId = existing ?? (await db.transaction((tx) => repo.ensurePro(tx, auth.userId)));
  return readProProfile(db, proId);
}

export async function readProFor(db: Queryable, auth: AuthContext, proId: number): Promise<ProProfile> {
  await assertOwnPro(db, auth, proId);
  return readProProfile(db, proId);
}

/** Runs a change of pro {id} in one transaction, then answers the whole profile. */
async function change(db: Db, auth: AuthContext, proId: number, work: (tx: Tx) => Promise<void>): Promise<ProProfile> {
  await assertOwnPro(db, auth, proId);
  await db.transaction(async (tx) => {
    await work(tx);
    await repo.refreshSearchFields(tx, proId);
  });
  return readProProfile(db, proId);
}

/**
 * PATCH pro/{id}. Spec 002 §5: the profile is saved only if first name, last name and phone
 * are all present (after this change); the postal code is saved with the phone only if both are.
 */
export async function patchPro(db: Db, auth: AuthContext, proId: number, body: PatchProBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    const current = (await repo.readProRow(tx, proId))!;
    const nameFirst = body.nameFirst ?? current.name_first;
    const nameLast = body.nameLast ?? current.name_last;
    const phone = body.phone !== undefined ? body.phone : current.phone;
    if (!nameFirst.trim() || !nameLast.trim() || !phone) throw unprocessable(PRO_PROFILE_TEXTS.nameAndPhoneRequired, !phone ? 'phone' : !nameFirst.trim() ? 'nameFirst' : 'nameLast');
    if (body.nameFirst !== undefined || body.nameLast !== undefined || body.phone !== undefined) {
      await updateProfile(tx, current.user_profile_id, { nameFirst: body.nameFirst, nameLast: body.nameLast, phone: body.phone });
    }
    if (body.postalCode !== undefined) await repo.setProPostalCode(tx, proId, body.postalCode);
    await repo.updatePro(tx, proId, body);
  });
}

async function assertKnown(q: Queryable, table: Parameters<typeof repo.existingIds>[1], ids: readonly number[], field: string): Promise<void> {
  const known = await repo.existingIds(q, table, ids);
  if (ids.some((id) => !known.has(id))) throw unprocessable(PRO_PROFILE_TEXTS.unknownTaxonomy, field);
}

async function assertMachines(q: Queryable, machines: readonly MachineWithBrands[], field: string): Promise<void> {
  await assertKnown(q, 'machines', machines.map((m) => m.machineId), field);
  await assertKnown(q, 'brands', machines.flatMap((m) => m.brandIds), field);
}

export function putJobTitles(db: Db, auth: AuthContext, proId: number, body: ProJobTitlesBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    await assertKnown(tx, 'job_titles', body.jobTitleIds, 'jobTitleIds');
    await repo.replaceJobTitles(tx, proId, body.jobTitleIds);
    // Years only for titles the pro keeps: a year count for a title it does not hold is a mistake.
    const years = body.yearsExperience ?? [];
    if (years.some((y) => !body.jobTitleIds.includes(y.jobTitleId))) throw unprocessable(PRO_PROFILE_TEXTS.unknownTaxonomy, 'yearsExperience');
    await repo.setJobTitleYears(tx, proId, years);
  });
}

function rangeOf(start: string, end: string | null): { startYYYYMM: number; endYYYYMM: number | null } {
  const range = monthRange(start, end);
  if ('error' in range) throw unprocessable(range.error === 'order' ? VALIDATION_MESSAGES.endBeforeStart : VALIDATION_MESSAGES.invalidMonthYear, range.error === 'start' ? 'start' : 'end');
  return range;
}

export function addHistory(db: Db, auth: AuthContext, proId: number, body: HistoryBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    if (body.jobTitleId) await assertKnown(tx, 'job_titles', [body.jobTitleId], 'jobTitleId');
    await repo.insertHistory(tx, proId, { ...body, ...rangeOf(body.start, body.end) });
  });
}

export function editHistory(db: Db, auth: AuthContext, proId: number, id: number, body: HistoryBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    if (body.jobTitleId) await assertKnown(tx, 'job_titles', [body.jobTitleId], 'jobTitleId');
    if (!(await repo.updateHistory(tx, proId, id, { ...body, ...rangeOf(body.start, body.end) }))) throw notFound(PRO_PROFILE_TEXTS.historyNotFound);
  });
}

export function removeHistory(db: Db, auth: AuthContext, proId: number, id: number): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    if (!(await repo.deleteHistory(tx, proId, id))) throw notFound(PRO_PROFILE_TEXTS.historyNotFound);
  });
}

function educationRow(body: EducationBody) {
  const range = body.start ? rangeOf(body.start, body.end) : { startYYYYMM: null, endYYYYMM: body.end ? rangeOf(body.end, null).startYYYYMM : null };
  return { kind: body.kind, school: body.school, degree: body.degree, fieldOfStudy: body.fieldOfStudy, ...range };
}

export function addEducation(db: Db, auth: AuthContext, proId: number, body: EducationBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    await repo.insertEducation(tx, proId, educationRow(body));
  });
}

export function editEducation(db: Db, auth: AuthContext, proId: number, id: number, body: EducationBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    if (!(await repo.updateEducation(tx, proId, id, educationRow(body)))) throw notFound(PRO_PROFILE_TEXTS.educationNotFound);
  });
}

export function removeEducation(db: Db, auth: AuthContext, proId: number, id: number): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    if (!(await repo.deleteEducation(tx, proId, id))) throw notFound(PRO_PROFILE_TEXTS.educationNotFound);
  });
}

/** A new reference; the referee gets an e-mail with the public endorsement page (/reference/{uuid}). */
export function addReference(db: Db, config: ApiConfig, auth: AuthContext, proId: number, body: ReferenceBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    const row = await repo.insertReference(tx, proId, {
      uuid: randomUUID(),
      nameFirst: body.nameFirst,
      nameLast: body.nameLast,
      email: body.email || null,
      phone: body.phone || null,
      company: body.company,
      relationship: body.relationship,
    });
    if (row.email) {
      const pro = (await repo.readProRow(tx, proId))!;
      const proName = `${pro.name_first} ${pro.name_last}`.trim();
      const url = absoluteLink(config.publicUrl, 'proReference', { id: row.uuid });
      await queueEmail(tx, {
        to: row.email,
        subject: `${proName} asked you for a reference on FloorHire`,
        text: `Hi ${row.name_first},\n\n${proName} named you as a reference on FloorHire. It takes a minute to endorse them:\n\n${url}\n`,
        html: `<p>Hi ${escapeHtml(row.name_first)},</p><p>${escapeHtml(proName)} named you as a reference on FloorHire. It takes a minute to endorse them:</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
        template: 'pro.reference-request',
        idempotencyKey: `reference-request:${row.uuid}`,
      });
    }
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function removeReference(db: Db, auth: AuthContext, proId: number, id: number): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    if (!(await repo.deleteReference(tx, proId, id))) throw notFound(PRO_PROFILE_TEXTS.referenceNotFound);
  });
}

/** GET /public/reference/{uuid}: 'Given reference is not in our records' when unknown. */
export async function readPublicReference(q: Queryable, uuid: string): Promise<PublicReference> {
  const row = await repo.referenceByUuid(q, uuid);
  if (!row) throw notFound(PRO_PROFILE_TEXTS.referenceNotFound);
  return {
    uuid: row.uuid,
    refereeFirstName: row.name_first,
    proFullName: `${row.pro_name_first} ${row.pro_name_last}`.trim(),
    company: row.company,
    relationship: row.relationship,
    status: row.status,
    endorsement: row.endorsement,
    rating: row.rating,
  };
}

/**
 * PATCH /public/reference/{uuid}: the referee's endorsement, written once (ADR 205): a second
 * write, whoever holds the link, is refused and the first stands.
 */
export async function endorse(db: Db, uuid: string, body: EndorsementBody): Promise<PublicReference> {
  await db.transaction(async (tx) => {
    if (await repo.endorseReference(tx, uuid, body.endorsement, body.rating)) return;
    if (await repo.referenceByUuid(tx, uuid)) throw conflict(PRO_PROFILE_TEXTS.alreadyEndorsed);
    throw notFound(PRO_PROFILE_TEXTS.referenceNotFound);
  });
  return readPublicReference(db, uuid);
}

export function putPreference(db: Db, auth: AuthContext, proId: number, body: PreferenceBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    await assertKnown(tx, 'job_titles', body.jobTitleIds, 'jobTitleIds');
    await assertKnown(tx, 'industries', body.industryIds, 'industryIds');
    await assertKnown(tx, 'knowledge_disciplines', body.knowledgeDisciplineIds, 'knowledgeDisciplineIds');
    await assertMachines(tx, body.machines, 'machines');
    await repo.upsertPreference(tx, proId, body);
  });
}

export function putTaxonomy(db: Db, auth: AuthContext, proId: number, body: ProTaxonomyBody): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    await assertKnown(tx, 'job_skills', body.skillIds, 'skillIds');
    await assertKnown(tx, 'industries', body.industryIds, 'industryIds');
    await assertKnown(tx, 'knowledge_disciplines', body.knowledgeDisciplineIds, 'knowledgeDisciplineIds');
    await assertMachines(tx, body.machines, 'machines');
    await repo.replaceTaxonomy(tx, proId, body, 'replace');
  });
}

/** POST pro/{id}/resume: a new file to parse, or a parse made before sign-up taken over. */
export async function uploadProResume(db: Db, auth: AuthContext, proId: number, body: ProResumeBody, idempotencyKey: string | null, clientKey: string): Promise<ResumeParse> {
  const owner = await assertOwnPro(db, auth, proId);
  const row = 'parseId' in body ? await claimResumeParse(db, owner, body.parseId) : await requestParse(db, owner, body, idempotencyKey, clientKey);
  return parseDto(row, proId);
}

/**
 * POST pro/{id}/resume/{parseId}/confirm: the fields the pro kept (the low-confidence ones
 * confirmed or corrected) go onto the profile, and the file becomes the pro's resume. Lists
 * are added to what the profile has; a history entry or school already there is not doubled.
 */
export async function confirmResume(db: Db, auth: AuthContext, proId: number, parseId: string, body: ConfirmResumeBody): Promise<ProProfile> {
  const owner = await assertOwnPro(db, auth, proId);
  const parse = await readParse(db, { ...auth, userId: owner }, parseId);
  if (parse.owner_user_profile_id !== owner) throw notFound(RESUME_TEXTS.parseNotFound);
  if (parse.status !== 'completed') throw unprocessable(parse.status === 'error' ? (parse.error ?? RESUME_TEXTS.unreadable) : RESUME_TEXTS.stages.processing);
  const dto = parseDto(parse, proId);
  return change(db, auth, proId, (tx) => applyResumeFields(tx, proId, owner, body, { resumeUrl: dto.resumeUrl, parsedResumeUrl: dto.parsedResumeUrl, resumeText: parse.resume_text ?? '' }));
}

/**
 * The kept fields of a read resume onto a pro, in the caller's transaction (the pro's own
 * confirm, and a staff bulk upload). Lists are added to what the profile has; a history entry or
 * school already there is not doubled. fillOnly (bulk upload onto a pro who already exists): the
 * name, phone, ZIP code and summary are written only where the profile has none.
 */
async function applyResumeFields(tx: Tx, proId: number, owner: number, body: ConfirmResumeBody, resume: { resumeUrl: string; parsedResumeUrl: string; resumeText: string }, fillOnly = false): Promise<void> {
  const current = (await repo.readProRow(tx, proId))!;
  const keep = (mine: string | null, read: string | undefined) => (fillOnly && mine ? mine : (read ?? mine));
  const nameFirst = keep(current.name_first, body.nameFirst) ?? '';
  const nameLast = keep(current.name_last, body.nameLast) ?? '';
  const phone = keep(current.phone, body.phone);
  // Spec 002 §5: name and phone are saved only all together; the postal code only with the phone.
  if (nameFirst.trim() && nameLast.trim() && phone) {
    await updateProfile(tx, owner, { nameFirst, nameLast, phone });
    if (body.postalCode && !(fillOnly && current.postal_code)) await repo.setProPostalCode(tx, proId, body.postalCode);
  }
  if (body.summary !== undefined && body.summary !== null && !(fillOnly && current.summary)) await repo.updatePro(tx, proId, { summary: body.summary });
  await assertKnown(tx, 'job_titles', body.jobTitleIds, 'jobTitleIds');
  await assertKnown(tx, 'job_skills', body.skillIds, 'skillIds');
  await assertKnown(tx, 'industries', body.industryIds, 'industryIds');
  await assertKnown(tx, 'knowledge_disciplines', body.knowledgeDisciplineIds, 'knowledgeDisciplineIds');
  await assertMachines(tx, body.machines, 'machines');
  await repo.addJobTitles(tx, proId, body.jobTitleIds);
  await repo.replaceTaxonomy(tx, proId, body, 'add');
  for (const h of body.history) {
    const range = rangeOf(h.start, h.end);
    if (h.jobTitleId) await assertKnown(tx, 'job_titles', [h.jobTitleId], 'history');
    if (!(await repo.historyExists(tx, proId, { employerName: h.employerName, startYYYYMM: range.startYYYYMM }))) await repo.insertHistory(tx, proId, { ...h, ...range });
  }
  for (const e of body.education) {
    if (!(await repo.educationExists(tx, proId, e.school))) await repo.insertEducation(tx, proId, educationRow(e));
  }
  await repo.setResume(tx, proId, resume);
}

/**
 * A resume read in a staff bulk upload onto the pro of user `owner` (ADR 321), in the caller's
 * transaction: the pro record is made when the user has none, the fields are applied as above
 * (fillOnly for a pro who already existed) and the search document is brought up to date.
 */
export async function applyBulkResume(tx: Tx, owner: number, body: ConfirmResumeBody, resume: { resumeUrl: string; parsedResumeUrl: string; resumeText: string } | null, fillOnly: boolean): Promise<number> {
  const proId = await repo.ensurePro(tx, owner);
  if (resume) await applyResumeFields(tx, proId, owner, body, resume, fillOnly);
  else if (body.postalCode && !(fillOnly && (await repo.readProRow(tx, proId))?.postal_code)) await repo.setProPostalCode(tx, proId, body.postalCode);
  await repo.refreshSearchFields(tx, proId);
  return proId;
}

export function taxonomyOptions(q: Queryable) {
  return repo.taxonomyOptions(q);
}

/** Settings: notification channels (e-mail, SMS) of the pro's user. */
export function setNotificationChannels(db: Db, auth: AuthContext, proId: number, body: { notificationEmail?: 0 | 1 | undefined; notificationSms?: 0 | 1 | undefined }): Promise<ProProfile> {
  return change(db, auth, proId, async (tx) => {
    await updateProfile(tx, (await repo.proOwner(tx, proId))!, body);
  });
}

/** Settings: a new password; the current one must match when the account has one. */
export async function changePassword(db: Db, auth: AuthContext, proId: number, body: ChangePasswordBody): Promise<{ message: string }> {
  const owner = await assertOwnPro(db, auth, proId);
  const login = await findLoginById(db, owner);
  if (login?.password_hash && !auth.isStaff) {
    if (!body.currentPassword || !(await verifyPassword(body.currentPassword, login.password_hash))) throw unprocessable(PRO_SETTINGS_TEXTS.wrongPassword, 'currentPassword');
  }
  const hash = await hashPassword(body.newPassword);
  await db.transaction((tx) => setPasswordHash(tx, owner, hash));
  return { message: PRO_SETTINGS_TEXTS.passwordChanged };
}
