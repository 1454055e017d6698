import {
  networkParts,
  parseProSearch,
  PRO_LIST_DEFAULTS,
  PRO_PROFILE_TEXTS,
  PRO_RECORD_TEXTS,
  PUBLIC_ACHIEVEMENTS,
  type AchievementTitle,
  type NetworkListQuery,
  type NetworkPro,
  type NetworkProInclude,
  type NetworkProRow,
  type ProAchievement,
  type ProAchievementsBody,
  type ProListOrder,
  type ProListQuery,
  type ProProfile,
  type ProRecordRow,
} from '@floorhire/domain-pro-profile';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { assertSubscribed } from '../subscription';
import * as repo from './pro-profile.repository';
import * as records from './pro-records.repository';
import { readProProfile } from './pro-profile.service';

// Pro records for staff (ADR 206) and an employer's network of pros (ADR 207). Staff see every
// pro; an employer sees the pros of ADR 037's rule, through the users module's one fragment.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const pageOf = (filter: { limit?: number | undefined; skip?: number | undefined; order?: ProListOrder | undefined } | undefined) => ({
  limit: filter?.limit ?? PRO_LIST_DEFAULTS.limit,
  skip: filter?.skip ?? 0,
  order: filter?.order ?? PRO_LIST_DEFAULTS.order,
});

function rowBase(r: records.ProListRow, badges: (titles: string[]) => AchievementTitle[]) {
  return {
    userProfileId: r.user_profile_id,
    proId: r.pro_id,
    nameFirst: r.name_first,
    nameLast: r.name_last,
    email: r.email,
    phone: r.phone,
    city: r.city,
    state: r.state,
    headline: r.headline,
    lastActiveTs: iso(r.last_active_ts),
    achievements: badges(r.achievements),
  };
}

const allBadges = (titles: string[]) => titles as AchievementTitle[];
// Block is a staff mark: employers never see it (ADR 206).
const publicBadges = (titles: string[]) => titles.filter((t): t is AchievementTitle => PUBLIC_ACHIEVEMENTS.includes(t as AchievementTitle));

// ── staff ──────────────────────────────────────────────────────────────────────────────────

/** GET pro: a page of every pro, found by name or phone (spec 002 §5). */
export async function listProRecords(q: Queryable, query: ProListQuery): Promise<ProRecordRow[]> {
  const rows = await records.listPros(q, { search: parseProSearch(query.filter?.q) }, pageOf(query.filter));
  return rows.map((r) => ({ ...rowBase(r, allBadges), status: r.status as ProRecordRow['status'], createTs: r.create_ts.toISOString() }));
}

export async function countProRecords(q: Queryable, query: ProListQuery): Promise<{ count: number }> {
  return { count: await records.countPros(q, { search: parseProSearch(query.filter?.q) }) };
}

/**
 * GET user-profile/{id}/pro: the whole pro profile of user {id}, for the record pages (staff) or
 * the pro itself. An Expert without a pro record gets one, as on the pro's own first visit.
 */
export async function readProOfUser(db: Db, auth: AuthContext, userProfileId: number): Promise<ProProfile> {
  if (!auth.isStaff && auth.userId !== userProfileId) throw notFound(PRO_PROFILE_TEXTS.proNotFound);
  const found = await records.proOfUser(db, userProfileId);
  if (!found || (found.id === null && found.group_membership !== 'Expert')) throw notFound(PRO_PROFILE_TEXTS.proNotFound);
  const proId = found.id ?? (await db.transaction((tx) => repo.ensurePro(tx, userProfileId)));
  return readProProfile(db, proId);
}

async function assertPro(q: Queryable, proId: number): Promise<void> {
  if ((await repo.proOwner(q, proId)) === undefined) throw notFound(PRO_PROFILE_TEXTS.proNotFound);
}

export async function readAchievements(q: Queryable, proId: number): Promise<ProAchievement[]> {
  await assertPro(q, proId);
  return (await records.proAchievements(q, proId)).map((a) => ({ achievementId: a.achievement_id, title: a.title as AchievementTitle, createTs: a.create_ts.toISOString() }));
}

/** PUT pro/{id}/achievement: the badges the pro holds from now on (staff only, by the route). */
export async function setAchievements(db: Db, proId: number, body: ProAchievementsBody): Promise<ProAchievement[]> {
  await assertPro(db, proId);
  await db.transaction((tx) => records.replaceAchievements(tx, proId, body.achievementIds));
  return readAchievements(db, proId);
}

// ── an employer's network ────────────────────────────────────────────────────────────────────

async function networkScope(q: Queryable, auth: AuthContext, employerId: number, query: NetworkListQuery): Promise<records.ProScope & { network: NonNullable<records.ProScope['network']> }> {
  // What the plan sells, as on the applicant lists (ADR 207); staff pass.
  await assertSubscribed(q, auth, employerId);
  const jobId = query.filter?.jobId ?? null;
  if (jobId !== null && !(await records.jobOfEmployers(q, jobId, [employerId]))) throw notFound(PRO_RECORD_TEXTS.jobNotFound);
  return {
    network: { employerIds: [employerId], parts: networkParts(query.fullNetwork, query.filter?.network), jobId },
    search: parseProSearch(query.filter?.q),
  };
}

function networkRow(r: records.NetworkRow): NetworkProRow {
  return { ...rowBase(r, publicBadges), applied: r.applied, unlocked: r.unlocked, lastApplyTs: iso(r.last_apply_ts) };
}

/** GET employer/{id}/pro: a page of the employer's network (spec 002 §6: employers search only it). */
export async function listNetwork(q: Queryable, auth: AuthContext, employerId: number, query: NetworkListQuery): Promise<NetworkProRow[]> {
  const scope = await networkScope(q, auth, employerId, query);
  return (await records.listNetworkPros(q, scope, pageOf(query.filter))).map(networkRow);
}

export async function countNetwork(q: Queryable, auth: AuthContext, employerId: number, query: NetworkListQuery): Promise<{ count: number }> {
  return { count: await records.countPros(q, await networkScope(q, auth, employerId, query)) };
}

/**
 * GET employer/{employerId}/pro/{id}: one pro of the employer's full network with the includes
 * asked for; a pro outside it answers like a missing one (404).
 */
export async function readNetworkPro(q: Queryable, auth: AuthContext, employerId: number, userProfileId: number, includes: readonly NetworkProInclude[]): Promise<NetworkPro> {
  const scope = await networkScope(q, auth, employerId, {});
  const [row] = await records.listNetworkPros(q, { ...scope, userProfileId }, { limit: 1, skip: 0, order: PRO_LIST_DEFAULTS.order });
  if (!row) throw notFound(PRO_RECORD_TEXTS.notInNetwork);
  const has = (include: NetworkProInclude) => includes.includes(include);
  const [titles, education, history, references, applications] = await Promise.all([
    repo.proJobTitles(q, row.pro_id),
    has('education') ? repo.proEducation(q, row.pro_id) : undefined,
    has('history') ? repo.proHistory(q, row.pro_id) : undefined,
    has('references') ? repo.proReferences(q, row.pro_id) : undefined,
    has('jobApplicants') ? records.applicationsToEmployers(q, userProfileId, [employerId]) : undefined,
  ]);
  return {
    ...networkRow(row),
    postalCode: row.postal_code,
    summary: row.summary,
    jobTitles: titles,
    ...(education ? { educationCertifications: education } : {}),
    ...(history ? { historyEmployers: history } : {}),
    ...(references
      ? {
          references: references.map((r) => ({
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
          })),
        }
      : {}),
    ...(applications
      ? {
          jobApplicants: applications.map((a) => ({
            id: a.id,
            jobId: a.job_id,
            status: a.status,
            score: a.score,
            applyTs: iso(a.apply_ts),
            createTs: a.create_ts.toISOString(),
            updateTs: a.update_ts.toISOString(),
            job: { id: a.job_id, employerId: a.employer_id, title: a.title, city: a.city, state: a.state },
          })),
        }
      : {}),
  };
}
