import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_TEXTS, PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import type { UserProfileDto } from '@floorhire/schemas';
import { PAGE_TEXTS } from '#app/texts';
import { UserProfilePage } from './user-profile-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const me: UserProfileDto = {
  id: 41,
  nameFirst: 'Rachel',
  nameLast: 'Kowalski',
  email: 'owner@acme-machining.test',
  phone: '3125550100',
  avatarUrl: null,
  status: 'normal',
  type: 'Normal',
  notificationEmail: 1,
  notificationSms: 0,
  groupMembership: 'Company Admin',
  userAuthGroup: { groupMembership: 'Company Admin' },
  userRoles: [],
  employerUserMaps: [],
  authStrategy: 'password',
  createTs: '2026-11-01T10:00:00.000Z',
};
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const photoInput = () => screen.findByLabelText(PAGE_TEXTS.photo.add);

describe('/all/profile', { timeout: 20_000 }, () => {
  it("says the spec's words when the profile cannot be read, not the server's", async () => {
    mounted = await mountPage(UserProfilePage, { api: { 'GET /user-profile/me': () => failWith(500, 'relation "x" does not exist') } });
    expect(await screen.findByText(PRO_PROFILE_TEXTS.couldNotGetUserProfile)).toBeTruthy();
    expect(screen.queryByText(/relation/u)).toBeNull();
  });

  it('saves the name and the phone digits', async () => {
    mounted = await mountPage(UserProfilePage, { api: { 'GET /user-profile/me': () => me, 'PATCH /user-profile/:id': (call) => ({ ...me, ...(call.body as object) }) } });
    fireEvent.change(await screen.findByLabelText(/First name/u), { target: { value: 'Rae' } });
    fireEvent.change(screen.getByLabelText(/Phone/u), { target: { value: '(312) 555-0199' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = mounted.server.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/user-profile/41');
    expect(patch.body).toEqual({ nameFirst: 'Rae', nameLast: 'Kowalski', phone: '3125550199' });
  });

  it('refuses a photo over 5,000,000 bytes with the spec words and sends nothing', async () => {
    mounted = await mountPage(UserProfilePage, { api: { 'GET /user-profile/me': () => me } });
    const big = new File([new Uint8Array(5_000_001)], 'me.png', { type: 'image/png' });
    await userEvent.upload(await photoInput(), big);
    expect(await screen.findByText('Error, file too large. Max file size is 5MB')).toBeTruthy();
    expect(mounted.server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('uploads a photo, shows it, and asks the shell to read the profile again', async () => {
    const url = '/v4/public/avatar/8d1f7f5e-2a7d-4c1b-9d0e-6f7a8b9c0d1e';
    mounted = await mountPage(UserProfilePage, { api: { 'GET /user-profile/me': () => me, 'PUT /user-profile/:id/avatar': () => ({ avatarUrl: url }) } });
    const events: unknown[] = [];
    mounted.props.bus.on('profile.reload', (change) => events.push(change));
    await userEvent.upload(await photoInput(), new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = mounted.server.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/user-profile/41/avatar');
    expect((put.body as { avatarDataUrl: string }).avatarDataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/u);
    expect(await screen.findByLabelText(PAGE_TEXTS.photo.change)).toBeTruthy();
    expect(events).toEqual([{}]);
  });

  it("shows the server's refusal of a file that only claims to be an image", async () => {
    mounted = await mountPage(UserProfilePage, { api: { 'GET /user-profile/me': () => me, 'PUT /user-profile/:id/avatar': () => failWith(415, AVATAR_TEXTS.invalidType) } });
    await userEvent.upload(await photoInput(), new File(['%PDF-1.7'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(AVATAR_TEXTS.invalidType)).toBeTruthy();
  });
});
