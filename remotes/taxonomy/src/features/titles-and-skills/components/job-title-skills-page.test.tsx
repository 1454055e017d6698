import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { MAP_TEXTS as M } from '#app/texts';
import { JobTitleSkillsPage } from './job-title-skills-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const usage = { total: 0, uses: [] };
const TITLE = {
  id: 4,
  title: 'CNC Machinist',
  skillLevel: 'HIGH',
  status: 'live',
  replacedBy: null,
  skills: [
    { id: 11, name: 'GD&T', category: 1 },
    { id: 12, name: 'Haas', category: 3 },
  ],
  qualifications: [{ id: 1, name: 'Reads blueprints', jobTitleId: 4 }],
  responsibilities: [],
  usage,
};

describe('A job title in titles and skills', () => {
  it("removes a skill by saving the rest, and adds a qualification", async () => {
    mounted = await mountPage(JobTitleSkillsPage, {
      path: '/admin/titles-and-skills/job-title/4',
      api: {
        'GET /job-title/4': () => TITLE,
        'GET /job-skill': () => [],
        'PUT /job-title/4/job-skill': (c) => ({ ...TITLE, skills: TITLE.skills.filter((s) => (c.body as { jobSkillIds: number[] }).jobSkillIds.includes(s.id)) }),
        'POST /qualification': (c) => ({ id: 2, ...(c.body as object) }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: M.remove('Haas') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: M.remove('Haas') })).toBeNull());
    expect(mounted.server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ jobSkillIds: [11] });
    await userEvent.type(screen.getByRole('textbox', { name: M.newQualification }), 'Holds a forklift license');
    await userEvent.click(screen.getAllByRole('button', { name: M.add }).at(-2)!);
    await waitFor(() => expect(mounted!.server.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Holds a forklift license', jobTitleId: 4 }));
  });
});
