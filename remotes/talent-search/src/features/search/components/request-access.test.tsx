import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { REMOTE_TEXTS as T } from '#app/texts';
import { TalentSearchPage } from './talent-search-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('talent search gate', () => {
  it('lets an employer without Talent Search ask for it, then shows the request as pending', async () => {
    let status = 'Disabled';
    mounted = await mountPage(() => <TalentSearchPage renderTags={() => null} />, {
      api: {
        'GET /talent-search/employer/1/access': () => ({ employerId: 1, featureStatus: status, subscribed: true }),
        'POST /employer-feature': (call) => {
          status = 'Requested';
          return call.body;
        },
      },
    });
    expect(await screen.findByText(T.disabledNotice)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.requestAccess }));
    expect(await screen.findByText(T.requestedNotice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.requestAccess })).toBeNull();
    const post = mounted.server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ employerId: 1, featureName: 'Talent Search', featureStatus: 'Requested' });
  });

  it("shows the server's reason when the request fails and keeps the button", async () => {
    mounted = await mountPage(() => <TalentSearchPage renderTags={() => null} />, {
      api: {
        'GET /talent-search/employer/1/access': () => ({ employerId: 1, featureStatus: 'Disabled', subscribed: false }),
        'POST /employer-feature': () => failWith(403, 'You do not have permission to do this'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: T.requestAccess }));
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to do this');
    expect(screen.getByRole('button', { name: T.requestAccess })).toBeTruthy();
  });
});
