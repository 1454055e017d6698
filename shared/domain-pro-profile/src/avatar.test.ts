import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AVATAR_MAX_BYTES, AVATAR_TEXTS, AvatarUploadBodySchema, avatarFileError, sniffImageType } from './avatar';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bmp = (size: number) => [0x42, 0x4d, size & 0xff, (size >> 8) & 0xff, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, ...new Array<number>(12).fill(0)];

describe('profile photos (spec 000 §5 image upload)', () => {
  it('knows png, jpeg and bmp by their first bytes, whatever the file is called', () => {
    expect(sniffImageType(Uint8Array.from(PNG))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from(bmp(30)))).toBe('image/bmp');
  });

  it('refuses anything else, including text that starts like a bitmap and a GIF', () => {
    expect(sniffImageType(new TextEncoder().encode('BMW owners manual, page one of many'))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('GIF89a......'))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
    const notABitmap = bmp(30);
    notABitmap[14] = 41;
    expect(sniffImageType(Uint8Array.from(notABitmap))).toBeUndefined();
  });

  it('says the spec words for a photo over 5,000,000 bytes, and the type rule for other files', () => {
    expect(avatarFileError({ size: AVATAR_MAX_BYTES, type: 'image/png' })).toBeUndefined();
    expect(avatarFileError({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' })).toBe('Error, file too large. Max file size is 5MB');
    expect(avatarFileError({ size: 10, type: 'image/gif' })).toBe(AVATAR_TEXTS.invalidType);
    expect(avatarFileError({ size: 10, type: '' })).toBeUndefined();
  });

  it('the upload body refuses a data URL holding more than 5,000,000 bytes with the spec words', () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil(((AVATAR_MAX_BYTES + 3) * 4) / 3))}`;
    const result = v.safeParse(AvatarUploadBodySchema, { avatarDataUrl: big });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Error, file too large. Max file size is 5MB');
    expect(v.safeParse(AvatarUploadBodySchema, { avatarDataUrl: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
  });
});
