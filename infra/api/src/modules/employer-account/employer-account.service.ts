import { randomUUID } from 'node:crypto';
import { decodeDataUrl, sniffImageType } from '@floorhire/domain-pro-profile';
import {
  EMPLOYER_ACCOUNT_API_TEXTS as T,
  EMPLOYER_PHOTOS_PER_TYPE,
  type EmployerPhoto,
  type EmployerPhotoBody,
  type EmployerProfilePatch,
  type FacebookJob,
} from '@floorhire/domain-employer-account';
import { absoluteLink } from '@floorhire/rules';
import type { EmployerDto } from '@floorhire/schemas';
import type { Db, Queryable } from '../../db';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { employerExists, employerWithIncludes, setEmployerIndustries, setEmployerPhotoUrl, updateEmployerProfile, type ProfileFields } from '../employer';
import { lookupPostalCode } from '../geo';
import * as repo from './employer-account.repository';

// The company profile (spec 002 §3, §7 "Employer and pro profile"): its fields, photos, skills,
// frequent positions, industries and profile photo. The employers row is the employer module's,
// changed through its index; the rest is this module's (ADR 290, 291).

const employerNotFound = () => notFound(T.employerNotFound);

/** Where an uploaded photo is served; every upload has a new id. */
export const photoPath = (fileId: string): string => `/v4/public/employer-photo/${fileId}`;

/** PATCH employer/{id}: a ZIP must be one the gazetteer knows; it fills city, state and the map point (ADR 291). */
export async function patchProfile(db: Db, employerId: number, body: EmployerProfilePatch): Promise<EmployerDto> {
  const fields: ProfileFields = { ...body };
  if (body.postalCode) {
    const place = lookupPostalCode(body.postalCode);
    if (!place) throw unprocessable(T.unknownZip, 'postalCode');
    fields.lat = place.latitude;
    fields.lng = place.longitude;
    // The ZIP decides the state; the city stays as typed when one is (a ZIP can serve several towns).
    fields.state = place.state;
    if (!body.city) fields.city = place.city;
  } else if (body.postalCode === null) {
    fields.lat = null;
    fields.lng = null;
  }
  await db.transaction(async (tx) => {
    if (body.industryId) await assertLive(tx, 'industries', [body.industryId], T.unknownIndustry, 'industryId');
    if (!(await updateEmployerProfile(tx, employerId, fields))) throw employerNotFound();
  });
  return employerWithIncludes(db, employerId, ['industries']);
}

async function assertLive(q: Queryable, table: 'job_skills' | 'job_titles' | 'industries', ids: readonly number[], message: string, field: string): Promise<void> {
  if ((await repo.countLive(q, table, ids)) !== ids.length) throw unprocessable(message, field);
}

async function assertEmployer(q: Queryable, employerId: number): Promise<void> {
  if (!(await employerExists(q, employerId))) throw employerNotFound();
}

/** The bytes decide the type (ADR 203): a renamed PDF is refused whatever its name. */
function imageOf(dataUrl: string): { bytes: Uint8Array; mimeType: string } {
  const file = decodeDataUrl(dataUrl);
  if (!file || file.bytes.byteLength === 0) throw unprocessable(T.photoUnreadable, 'photoData');
  const mimeType = sniffImageType(file.bytes);
  if (!mimeType) throw new HttpError(415, T.invalidImageType, 'UnsupportedMediaType', 'photoData');
  return { bytes: file.bytes, mimeType };
}

export async function photosOf(q: Queryable, employerId: number): Promise<EmployerPhoto[]> {
  await assertEmployer(q, employerId);
  return repo.photosOf(q, employerId);
}

export async function addPhoto(db: Db, employerId: number, body: EmployerPhotoBody): Promise<EmployerPhoto> {
  const image = imageOf(body.photoData);
  return db.transaction(async (tx) => {
    await assertEmployer(tx, employerId);
    if ((await repo.countPhotos(tx, employerId, body.type)) >= EMPLOYER_PHOTOS_PER_TYPE) throw unprocessable(T.tooManyPhotos(EMPLOYER_PHOTOS_PER_TYPE), 'type');
    const fileId = randomUUID();
    await repo.insertFile(tx, { id: fileId, employerId, ...image });
    return repo.insertPhoto(tx, { employerId, type: body.type, url: photoPath(fileId), fileId });
  });
}

export async function removePhoto(db: Db, employerId: number, photoId: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    if (!(await repo.deletePhoto(tx, employerId, photoId))) throw notFound(T.photoNotFound);
  });
  return { message: 'Photo removed' };
}

export async function readPhotoFile(q: Queryable, fileId: string) {
  const file = await repo.photoFile(q, fileId);
  if (!file) throw notFound(T.photoNotFound);
  return file;
}

const FILE_OF_PATH = /^\/v4\/public\/employer-photo\/([0-9a-f-]{36})$/u;

/** PUT/DELETE employer/{id}/profile-photo: the new address lands on the employer, the old file goes. */
export async function setProfilePhoto(db: Db, employerId: number, dataUrl: string | null): Promise<{ photoUrl: string | null }> {
  const image = dataUrl === null ? null : imageOf(dataUrl);
  return db.transaction(async (tx) => {
    await assertEmployer(tx, employerId);
    let url: string | null = null;
    if (image) {
      const fileId = randomUUID();
      await repo.insertFile(tx, { id: fileId, employerId, ...image });
      url = photoPath(fileId);
    }
    const old = await setEmployerPhotoUrl(tx, employerId, url);
    const oldFile = old ? FILE_OF_PATH.exec(old)?.[1] : undefined;
    if (oldFile) await repo.deleteFile(tx, employerId, oldFile);
    return { photoUrl: url };
  });
}

export async function jobSkillsOf(q: Queryable, employerId: number) {
  await assertEmployer(q, employerId);
  return repo.jobSkillsOf(q, employerId);
}

export async function putJobSkills(db: Db, employerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await assertEmployer(tx, employerId);
    await assertLive(tx, 'job_skills', unique, T.unknownSkill, 'jobSkillIds');
    await repo.replaceJobSkills(tx, employerId, unique);
  });
  return repo.jobSkillsOf(db, employerId);
}

export async function jobTitlesOf(q: Queryable, employerId: number) {
  await assertEmployer(q, employerId);
  return repo.jobTitlesOf(q, employerId);
}

export async function putJobTitles(db: Db, employerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await assertEmployer(tx, employerId);
    await assertLive(tx, 'job_titles', unique, T.unknownJobTitle, 'jobTitleIds');
    await repo.replaceJobTitles(tx, employerId, unique);
  });
  return repo.jobTitlesOf(db, employerId);
}

/** PUT employer/{id}/industry: the list replaces the industries; the first becomes the main industryId. */
export async function putIndustries(db: Db, employerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await assertEmployer(tx, employerId);
    await assertLive(tx, 'industries', unique, T.unknownIndustry, 'industryIds');
    await setEmployerIndustries(tx, employerId, unique);
    await updateEmployerProfile(tx, employerId, { industryId: unique[0] ?? null });
  });
  return repo.industriesOf(db, employerId);
}

/** GET /employer-facebook-job: the employer's live jobs as the public job feed lists them (ADR 292). */
export async function facebookJobsOf(q: Queryable, publicUrl: string, employerId: number): Promise<FacebookJob[]> {
  await assertEmployer(q, employerId);
  const jobs = await repo.liveJobsOf(q, employerId);
  return jobs.map((j) => ({
    jobId: j.id,
    employerId,
    title: j.title,
    city: j.city,
    state: j.state,
    liveSince: j.live_since.toISOString(),
    url: absoluteLink(publicUrl, 'openJob', { id: j.id }),
  }));
}

