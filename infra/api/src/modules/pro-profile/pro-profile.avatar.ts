import { randomUUID } from 'node:crypto';
import { AVATAR_TEXTS, decodeDataUrl, sniffImageType, type Avatar, type AvatarUploadBody } from '@floorhire/domain-pro-profile';
import type { Db, Queryable } from '../../db';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { setAvatarUrl, userNotFound } from '../users';
import * as repo from './pro-profile.repository';

// Profile photos (spec 000 §3 avatarUrl, §5 image upload; docs/decisions/203-profile-photo.md).
// The bytes decide the type: a renamed PDF is refused whatever its name or claimed type.

/** Where a stored photo is served; the id changes with every upload. */
export const avatarPath = (fileId: string): string => `/v4/public/avatar/${fileId}`;

/** Stores the user's new photo and points user_profiles.avatar_url at it, in one transaction. */
export async function uploadAvatar(db: Db, userId: number, body: AvatarUploadBody): Promise<Avatar> {
  const file = decodeDataUrl(body.avatarDataUrl);
  if (!file || file.bytes.byteLength === 0) throw unprocessable(AVATAR_TEXTS.unreadable, 'avatarDataUrl');
  const mimeType = sniffImageType(file.bytes);
  if (!mimeType) throw new HttpError(415, AVATAR_TEXTS.invalidType, 'UnsupportedMediaType', 'avatarDataUrl');
  const fileId = randomUUID();
  return db.transaction(async (tx) => {
    if (!(await setAvatarUrl(tx, userId, avatarPath(fileId)))) throw userNotFound();
    await repo.putAvatar(tx, userId, { id: fileId, mimeType, bytes: file.bytes });
    return { avatarUrl: avatarPath(fileId) };
  });
}

export async function removeAvatar(db: Db, userId: number): Promise<Avatar> {
  return db.transaction(async (tx) => {
    if (!(await setAvatarUrl(tx, userId, null))) throw userNotFound();
    await repo.deleteAvatar(tx, userId);
    return { avatarUrl: null };
  });
}

export async function readAvatar(q: Queryable, fileId: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const file = await repo.avatarFile(q, fileId);
  if (!file) throw notFound(AVATAR_TEXTS.notFound);
  return file;
}
