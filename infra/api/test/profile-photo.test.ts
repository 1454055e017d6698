import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_TEXTS, type Avatar } from '@floorhire/domain-pro-profile';
import type { UserProfileDto } from '@floorhire/schemas';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';
import { bmpImage, dataUrl, pngImage } from './image-fixtures';
import { resumePdf } from './resume-fixtures';

// Profile photos (spec 000 §3 avatarUrl, §5 image upload) on a real database, both engines:
// png, jpeg and bmp by their bytes, 5,000,000 bytes at most, and only the user itself (or staff).

let ctx: TestContext;
let pro: TestUser;
let employerUser: TestUser;
let staff: TestUser;

const profileOf = async (user: TestUser) => (await call(ctx, 'GET', '/v4/user-profile/me', { token: user.token })).json<UserProfileDto>();
const upload = (user: TestUser, id: number, avatarDataUrl: string) => call(ctx, 'PUT', `/v4/user-profile/${id}/avatar`, { token: user.token, body: { avatarDataUrl } });

beforeAll(async () => {
  ctx = await testContext();
  pro = await createUser(ctx, { group: 'Expert', phone: '3125550100' });
  employerUser = await createUser(ctx, { group: 'Company Admin', employerIds: [await createEmployer(ctx)] });
  staff = await createUser(ctx, { group: 'Super Admin' });
});
afterAll(closeContext);

describe('profile photo', () => {
  it('an employer user uploads a PNG; the profile points at it and anyone with the address gets the same bytes', async () => {
    const image = pngImage(32, 32);
    const res = await upload(employerUser, employerUser.id, dataUrl('image/png', image));
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json<Avatar>();
    expect(avatarUrl).toMatch(/^\/v4\/public\/avatar\/[0-9a-f-]{36}$/u);
    expect((await profileOf(employerUser)).avatarUrl).toBe(avatarUrl);
    const file = await call(ctx, 'GET', avatarUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(file.rawPayload).equals(image)).toBe(true);
  });

  it('a new photo gets a new address and the old one stops answering', async () => {
    const first = (await upload(pro, pro.id, dataUrl('image/png', pngImage(8, 8)))).json<Avatar>().avatarUrl!;
    const second = await upload(pro, pro.id, dataUrl('image/bmp', bmpImage()));
    expect(second.statusCode).toBe(200);
    const next = second.json<Avatar>().avatarUrl!;
    expect(next).not.toBe(first);
    expect((await call(ctx, 'GET', first)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', next)).headers['content-type']).toBe('image/bmp');
  });

  it('reads the type from the bytes: a PDF named and typed as a PNG is refused', async () => {
    const before = (await profileOf(pro)).avatarUrl;
    const res = await upload(pro, pro.id, dataUrl('image/png', Buffer.from(await resumePdf())));
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(AVATAR_TEXTS.invalidType);
    expect((await profileOf(pro)).avatarUrl).toBe(before);
  });

  it('takes exactly 5,000,000 bytes and refuses one more with the spec words', async () => {
    expect((await upload(pro, pro.id, dataUrl('image/png', pngImage(4, 4, [0, 0, 0], 5_000_000)))).statusCode).toBe(200);
    const res = await upload(pro, pro.id, dataUrl('image/png', pngImage(4, 4, [0, 0, 0], 5_000_001)));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Error, file too large. Max file size is 5MB');
  });

  it("nobody changes another user's photo (404, no probing); staff may", async () => {
    const other = await upload(pro, employerUser.id, dataUrl('image/png', pngImage(4, 4)));
    expect(other.statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/v4/user-profile/${employerUser.id}/avatar`, { token: pro.token })).statusCode).toBe(404);
    expect((await profileOf(employerUser)).avatarUrl).not.toBeNull();
    expect((await upload(staff, pro.id, dataUrl('image/png', pngImage(4, 4)))).statusCode).toBe(200);
    expect((await upload(staff, 2_000_000_000, dataUrl('image/png', pngImage(4, 4)))).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', `/v4/user-profile/${pro.id}/avatar`, { body: { avatarDataUrl: dataUrl('image/png', pngImage(4, 4)) } })).statusCode).toBe(401);
  });

  it('removing the photo clears avatarUrl and its address', async () => {
    const url = (await upload(pro, pro.id, dataUrl('image/png', pngImage(4, 4)))).json<Avatar>().avatarUrl!;
    const res = await call(ctx, 'DELETE', `/v4/user-profile/${pro.id}/avatar`, { token: pro.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<Avatar>()).toEqual({ avatarUrl: null });
    expect((await profileOf(pro)).avatarUrl).toBeNull();
    expect((await call(ctx, 'GET', url)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/v4/public/avatar/not-a-uuid')).statusCode).toBe(400);
  });
});
