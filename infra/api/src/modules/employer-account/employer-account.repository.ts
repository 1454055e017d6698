import type { EmployerPhoto, EmployerPhotoType, EmployerJobSkills, EmployerJobTitles, NotificationPreference, Onboarding } from '@floorhire/domain-employer-account';
import type { Queryable } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';

// SQL of the employer account (docs/decisions/290-employer-account-module.md). It owns
// employer_photos, employer_photo_files, employer_job_skills, employer_job_titles,
// notification_preferences and employer_onboarding_steps: only this file, the module's seed and
// its migrations write them. It reads taxonomy, jobs and applications rows it shows or checks
// (names, live jobs, who follows a job); their owners write them.

// ── photos ──────────────────────────────────────────────────────────────────────────────

interface PhotoRow {
  id: number;
  employer_id: number;
  type: EmployerPhotoType;
  url: string;
  file_id: string | null;
  create_ts: Date;
}

const photoDto = (r: PhotoRow): EmployerPhoto => ({ id: r.id, employerId: r.employer_id, type: r.type, url: r.url, createTs: r.create_ts.toISOString() });

export async function photosOf(q: Queryable, employerId: number): Promise<EmployerPhoto[]> {
  const { rows } = await q.query<PhotoRow>('select id, employer_id, type, url, file_id, create_ts from employer_photos where employer_id = $1 order by type, create_ts, id', [employerId]);
  return rows.map(photoDto);
}

export async function countPhotos(q: Queryable, employerId: number, type: EmployerPhotoType): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from employer_photos where employer_id = $1 and type = $2', [employerId, type]))?.n ?? 0;
}

export async function insertFile(q: Queryable, file: { id: string; employerId: number; mimeType: string; bytes: Uint8Array }): Promise<void> {
  await q.query('insert into employer_photo_files (id, employer_id, mime_type, file_bytes, byte_size) values ($1, $2, $3, $4, $5)', [
    file.id,
    file.employerId,
    file.mimeType,
    file.bytes,
    file.bytes.byteLength,
  ]);
}

export async function deleteFile(q: Queryable, employerId: number, fileId: string): Promise<void> {
  await q.query('delete from employer_photo_files where employer_id = $1 and id = $2', [employerId, fileId]);
}

export async function insertPhoto(q: Queryable, photo: { employerId: number; type: EmployerPhotoType; url: string; fileId: string }): Promise<EmployerPhoto> {
  const row = await q.one<PhotoRow>('insert into employer_photos (employer_id, type, url, file_id) values ($1, $2, $3, $4) returning id, employer_id, type, url, file_id, create_ts', [
    photo.employerId,
    photo.type,
    photo.url,
    photo.fileId,
  ]);
  return photoDto(row!);
}

/** Deletes the photo and its file; false when the employer has no such photo. */
export async function deletePhoto(q: Queryable, employerId: number, photoId: number): Promise<boolean> {
  const row = await q.one<{ file_id: string | null }>('delete from employer_photos where employer_id = $1 and id = $2 returning file_id', [employerId, photoId]);
  if (!row) return false;
  if (row.file_id) await deleteFile(q, employerId, row.file_id);
  return true;
}

export function photoFile(q: Queryable, fileId: string): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
  return q.one<{ bytes: Uint8Array; mimeType: string }>('select file_bytes as bytes, mime_type as "mimeType" from employer_photo_files where id = $1', [fileId]);
}

// ── skills, frequent positions ───────────────────────────────────────────────────────────

export async function jobSkillsOf(q: Queryable, employerId: number): Promise<EmployerJobSkills> {
  const { rows } = await q.query<{ id: number; name: string; category: number | null }>(
    'select s.id, s.name, s.category from employer_job_skills es join job_skills s on s.id = es.job_skill_id where es.employer_id = $1 order by lower(s.name), s.id',
    [employerId],
  );
  return rows.map((r) => ({ jobSkillId: r.id, jobSkill: { id: r.id, name: r.name, categoryId: r.category } }));
}

export async function jobTitlesOf(q: Queryable, employerId: number): Promise<EmployerJobTitles> {
  const { rows } = await q.query<{ id: number; title: string }>(
    'select t.id, t.title from employer_job_titles et join job_titles t on t.id = et.job_title_id where et.employer_id = $1 order by lower(t.title), t.id',
    [employerId],
  );
  return rows.map((r) => ({ jobTitleId: r.id, jobTitle: { id: r.id, title: r.title } }));
}

/** How many of the ids are live rows of a taxonomy table (a removed skill or title cannot be chosen). */
export async function countLive(q: Queryable, table: 'job_skills' | 'job_titles' | 'industries', ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await q.one<{ n: number }>(`select count(*)::int as n from ${table} where id = any($1::int[]) and status = 'live'`, [[...ids]]))?.n ?? 0;
}

export async function replaceJobSkills(q: Queryable, employerId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from employer_job_skills where employer_id = $1 and not (job_skill_id = any($2::int[]))', [employerId, [...ids]]);
  await q.query('insert into employer_job_skills (employer_id, job_skill_id) select $1, unnest($2::int[]) on conflict do nothing', [employerId, [...ids]]);
}

export async function replaceJobTitles(q: Queryable, employerId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from employer_job_titles where employer_id = $1 and not (job_title_id = any($2::int[]))', [employerId, [...ids]]);
  await q.query('insert into employer_job_titles (employer_id, job_title_id) select $1, unnest($2::int[]) on conflict do nothing', [employerId, [...ids]]);
}

export async function industriesOf(q: Queryable, employerId: number): Promise<{ industryId: number; industry: { id: number; name: string } }[]> {
  const { rows } = await q.query<{ id: number; name: string }>(
    'select i.id, i.name from employer_industries ei join industries i on i.id = ei.industry_id where ei.employer_id = $1 order by i.name',
    [employerId],
  );
  return rows.map((r) => ({ industryId: r.id, industry: { id: r.id, name: r.name } }));
}

// ── the public job feed (GET /employer-facebook-job) ─────────────────────────────────────

export async function liveJobsOf(q: Queryable, employerId: number): Promise<{ id: number; title: string; city: string | null; state: string | null; live_since: Date }[]> {
  const { rows } = await q.query<{ id: number; title: string; city: string | null; state: string | null; live_since: Date }>(
    `select j.id, ${JOB_TITLE_SQL} as title, j.city, j.state, j.status_update_ts as live_since
       from jobs j left join job_titles jt on jt.id = j.job_title_id
      where j.employer_id = $1 and j.status = 'live' order by j.status_update_ts desc, j.id desc`,
    [employerId],
  );
  return rows;
}

// ── notification preferences ─────────────────────────────────────────────────────────────

export async function preferencesOf(q: Queryable, userIds: readonly number[]): Promise<(NotificationPreference & { userProfileId: number })[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<{ user_profile_id: number; communication_id: NotificationPreference['communicationId']; channel_email: boolean; channel_sms: boolean }>(
    'select user_profile_id, communication_id, channel_email, channel_sms from notification_preferences where user_profile_id = any($1::int[])',
    [[...userIds]],
  );
  return rows.map((r) => ({ userProfileId: r.user_profile_id, communicationId: r.communication_id, channelEmail: r.channel_email, channelSms: r.channel_sms }));
}

export async function upsertPreference(q: Queryable, userId: number, p: NotificationPreference): Promise<void> {
  await q.query(
    `insert into notification_preferences (user_profile_id, communication_id, channel_email, channel_sms) values ($1, $2, $3, $4)
     on conflict (user_profile_id, communication_id) do update set channel_email = excluded.channel_email, channel_sms = excluded.channel_sms, update_ts = now()`,
    [userId, p.communicationId, p.channelEmail, p.channelSms],
  );
}

/** What a new-candidate notice says, and whom it goes to (ADR 293): the job's employer watchers and hiring contact. */
export function newCandidateFacts(q: Queryable, applicantId: number) {
  return q.one<{
    job_id: number;
    employer_id: number;
    employer_name: string;
    title: string;
    city: string | null;
    state: string | null;
    pro_id: number;
    pro_first: string;
    pro_last: string;
    recipients: number[] | null;
  }>(
    `select j.id as job_id, j.employer_id, e.name as employer_name, ${JOB_TITLE_SQL} as title, j.city, j.state,
            u.id as pro_id, u.name_first as pro_first, u.name_last as pro_last,
            (select array_agg(distinct r.id order by r.id) from (
               select w.watcher_id as id from job_watchers w where w.job_id = j.id and w.kind = 'employer'
               union select j.employer_assignee_id where j.employer_assignee_id is not null) r) as recipients
       from job_applicants a join jobs j on j.id = a.job_id join employers e on e.id = j.employer_id
       left join job_titles jt on jt.id = j.job_title_id join user_profiles u on u.id = a.user_profile_id
      where a.id = $1`,
    [applicantId],
  );
}

/** Which of the users are members of the employer (a watcher who left the team hears nothing). */
export async function membersAmong(q: Queryable, employerId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<{ user_profile_id: number }>(
    'select user_profile_id from employer_users where employer_id = $1 and user_profile_id = any($2::int[]) order by user_profile_id',
    [employerId, [...userIds]],
  );
  return rows.map((r) => r.user_profile_id);
}

// ── onboarding ───────────────────────────────────────────────────────────────────────────

export async function onboardingSteps(q: Queryable, userId: number, employerId: number): Promise<Onboarding['steps']> {
  const { rows } = await q.query<{ step: Onboarding['steps'][number]['step']; outcome: 'done' | 'skipped'; update_ts: Date }>(
    'select step, outcome, update_ts from employer_onboarding_steps where user_profile_id = $1 and employer_id = $2 order by update_ts, step',
    [userId, employerId],
  );
  return rows.map((r) => ({ step: r.step, outcome: r.outcome, updateTs: r.update_ts.toISOString() }));
}

export async function recordOnboardingStep(q: Queryable, userId: number, employerId: number, step: string, outcome: 'done' | 'skipped'): Promise<void> {
  await q.query(
    `insert into employer_onboarding_steps (user_profile_id, employer_id, step, outcome) values ($1, $2, $3, $4)
     on conflict (user_profile_id, employer_id, step) do update set outcome = excluded.outcome, update_ts = now()`,
    [userId, employerId, step, outcome],
  );
}

/** The employer's Company Admins who can still sign in (no lock: a read for notices). */
export async function companyAdminsOf(q: Queryable, employerId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select u.id from employer_users eu
       join user_profiles u on u.id = eu.user_profile_id
       join user_auth_groups g on g.user_profile_id = u.id and g.group_membership = 'Company Admin'
      where eu.employer_id = $1 and u.status <> 'archive' order by u.id`,
    [employerId],
  );
  return rows.map((r) => r.id);
}
