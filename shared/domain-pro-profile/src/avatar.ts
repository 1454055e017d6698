import * as v from 'valibot';
import { IdSchema } from '@floorhire/schemas';
import { UPLOAD_LIMITS, VALIDATION_MESSAGES, dataUrlInfo } from '@floorhire/rules';

// The profile photo (avatar) of spec 000 §3 (avatarUrl) and §5 "Image upload": png, jpeg or bmp,
// at most 5,000,000 bytes, 'Error, file too large. Max file size is 5MB'. The type is read from
// the file's first bytes, never from its name or the type the browser claims
// (docs/decisions/203-profile-photo.md).

export const AVATAR_TEXTS = {
  fileTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  invalidType: VALIDATION_MESSAGES.invalidImageType,
  // Ours (the spec gives the rule, not these words).
  unreadable: 'The photo could not be read. Please choose it again.',
  saved: 'Photo saved',
  removed: 'Photo removed',
  notFound: 'Photo not found',
} as const;

export const AVATAR_MAX_BYTES = UPLOAD_LIMITS.avatarBytes;
export type AvatarMimeType = (typeof UPLOAD_LIMITS.imageTypes)[number];
/** What the file picker offers. */
export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,.bmp,image/png,image/jpeg,image/bmp';

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const BMP_HEADER_SIZES = [12, 16, 40, 52, 56, 64, 108, 124];

/** The image type the bytes are (PNG, JPEG or BMP signature), or undefined. */
export function sniffImageType(bytes: Uint8Array): AvatarMimeType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // 'BM', two reserved zero words, then a DIB header of a size Windows and OS/2 define.
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 18 && [6, 7, 8, 9].every((i) => bytes[i] === 0)) {
    const dibSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
    if (BMP_HEADER_SIZES.includes(dibSize)) return 'image/bmp';
  }
  return undefined;
}

/** The problem with a chosen photo before it is sent (size first: its words are the spec's), or undefined. */
export function avatarFileError(file: { size: number; type: string }): string | undefined {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TEXTS.fileTooLarge;
  // Some phones report no type; the API reads the bytes anyway.
  if (file.type && !(UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type.toLowerCase())) return AVATAR_TEXTS.invalidType;
  return undefined;
}

// 5,000,000 bytes are about 6.7 MB of base64; the API's body limit is 8 MB.
const MAX_DATA_URL_CHARS = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200;

export const AvatarUploadBodySchema = v.object({
  avatarDataUrl: v.pipe(
    v.string(AVATAR_TEXTS.unreadable),
    v.startsWith('data:', AVATAR_TEXTS.unreadable),
    v.check((url) => url.length <= MAX_DATA_URL_CHARS && (dataUrlInfo(url)?.size ?? 0) <= AVATAR_MAX_BYTES, AVATAR_TEXTS.fileTooLarge),
    v.check((url) => dataUrlInfo(url) !== undefined, AVATAR_TEXTS.unreadable),
  ),
});
export type AvatarUploadBody = v.InferOutput<typeof AvatarUploadBodySchema>;

export const AvatarParamsSchema = v.object({ id: IdSchema });
export const AvatarFileParamsSchema = v.object({ fileId: v.pipe(v.string(), v.uuid(AVATAR_TEXTS.notFound)) });

/** The answer of an upload or removal: where the photo is now (null: none). */
export const AvatarSchema = v.object({ avatarUrl: v.nullable(v.string()) });
export type Avatar = v.InferOutput<typeof AvatarSchema>;
