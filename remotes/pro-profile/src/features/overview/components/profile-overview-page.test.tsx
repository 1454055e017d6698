import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { proProfileFixture } from '#app/lib/profile-fixture';
import { ProfileOverviewPage } from './profile-overview-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

// Typing and lazy chunks are slow on a shared, loaded machine; no assertion depends on time.
describe('/pro overview', { timeout: 20_000 }, () => {
  it('shows completeness and links to each missing part', async () => {
    mounted = await mountPage(ProfileOverviewPage, { api: { 'GET /pro/me': () => proProfileFixture() } });
    expect(await screen.findByText(PAGE_TEXTS.complete(13))).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('13');
    const resumeLinks = screen.getAllByRole('link', { name: 'Resume' });
    expect(resumeLinks.map((l) => l.getAttribute('href'))).toContain('/pro/resume');
    expect(screen.queryByRole('link', { name: 'Personal info' })?.getAttribute('href')).toBe('/pro/personal-info');
  });

  it('says the profile is complete when nothing is missing', async () => {
    mounted = await mountPage(ProfileOverviewPage, { api: { 'GET /pro/me': () => proProfileFixture({ completeness: { percent: 100, missing: [] } }) } });
    expect(await screen.findByText(PAGE_TEXTS.allDone)).toBeTruthy();
  });

  it("says 'Could not get pro profile' when the profile cannot be read, not the server's message", async () => {
    mounted = await mountPage(ProfileOverviewPage, { api: { 'GET /pro/me': () => failWith(503, 'upstream connect error') } });
    expect(await screen.findByText(PRO_PROFILE_TEXTS.couldNotGetProProfile)).toBeTruthy();
    expect(screen.queryByText(/upstream/u)).toBeNull();
  });
});
