import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { proProfileFixture } from '#app/lib/profile-fixture';
import { PersonalInfoPage } from './personal-info-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const T = PAGE_TEXTS.personal;

// Typing and lazy chunks are slow on a shared, loaded machine; no assertion depends on time.
describe('/pro/personal-info', { timeout: 20_000 }, () => {
  it('does not save without a phone (spec 002 §5), in our words', async () => {
    mounted = await mountPage(PersonalInfoPage, { api: { 'GET /pro/me': () => proProfileFixture({ phone: null }) } });
    await userEvent.click(await screen.findByRole('button', { name: PAGE_TEXTS.save }));
    expect(await screen.findByText(PRO_PROFILE_TEXTS.nameAndPhoneRequired)).toBeTruthy();
    expect(mounted.server.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('checks the ZIP and phone with the spec texts', async () => {
    mounted = await mountPage(PersonalInfoPage, { api: { 'GET /pro/me': () => proProfileFixture() } });
    const zip = await screen.findByLabelText(T.postalCode);
    fireEvent.change(zip, { target: { value: '123' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    expect(await screen.findByText('Please enter a valid 5-digit ZIP code')).toBeTruthy();
  });

  it('sends the pro with the §3 fields stripped, name, phone digits and ZIP together', async () => {
    const profile = proProfileFixture({ resumeUrl: '/v4/resume/file/x', parsedResumeUrl: '/p' });
    mounted = await mountPage(PersonalInfoPage, { api: { 'GET /pro/me': () => profile, 'PATCH /pro/:id': (call) => ({ ...profile, ...(call.body as object) }) } });
    const first = await screen.findByLabelText(/First name/u);
    fireEvent.change(first, { target: { value: 'Sam' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = mounted.server.calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ nameFirst: 'Sam', nameLast: 'Rivera', phone: '9375550142', postalCode: '45402' });
    for (const stripped of ['userProfileId', 'timezone', 'resumeUrl', 'parsedResumeUrl', 'proJobTitles']) expect(body).not.toHaveProperty(stripped);
  });
});
