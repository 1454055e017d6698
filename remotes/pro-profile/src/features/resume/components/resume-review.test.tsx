import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmResumeBody, ResumeData } from '@floorhire/domain-pro-profile';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { ResumeReview } from './resume-review';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const T = PAGE_TEXTS.resume;
const data: ResumeData = {
  nameFirst: { value: 'Jordan', confidence: 0.9, source: 'Jordan Rivera' },
  nameLast: { value: 'Rivera', confidence: 0.9, source: 'Jordan Rivera' },
  email: null,
  phone: { value: '9375550142', confidence: 0.95, source: '' },
  postalCode: null,
  summary: null,
  jobTitles: [
    { value: { id: 1, name: 'CNC Machinist' }, confidence: 0.9, source: '' },
    { value: { id: 2, name: 'Welder' }, confidence: 0.5, source: '' },
  ],
  skills: [],
  machines: [],
  brands: [],
  knowledgeDisciplines: [],
  industries: [],
  history: [
    { value: { employerName: 'Acme Inc', jobTitle: 'CNC Machinist', jobTitleId: 1, city: null, state: null, startYYYYMM: 201903, endYYYYMM: null }, confidence: 0.9, source: '' },
    { value: { employerName: 'Buckeye Plastics LLC', jobTitle: 'Machine Operator', jobTitleId: null, city: null, state: null, startYYYYMM: 201501, endYYYYMM: 201912 }, confidence: 0.6, source: '' },
  ],
  education: [],
};

function Harness({ onConfirm }: { onConfirm(body: ConfirmResumeBody): Promise<boolean> }) {
  return <ResumeReview data={data} saving={false} onConfirm={onConfirm} />;
}

// Typing and lazy chunks are slow on a shared, loaded machine; no assertion depends on time.
describe('the resume confirm step', { timeout: 20_000 }, () => {
  it('marks low-confidence fields, keeps them out until the pro ticks or corrects them', async () => {
    const onConfirm = vi.fn(async (_body: ConfirmResumeBody) => true);
    mounted = await mountPage(() => <Harness onConfirm={onConfirm} />);
    expect(screen.getByText(T.reviewIntro(2))).toBeTruthy();
    expect(screen.getAllByText(T.pleaseCheck).length).toBeGreaterThanOrEqual(2);
    await userEvent.click(screen.getByRole('button', { name: T.confirm }));
    const first = onConfirm.mock.calls[0]![0] as ConfirmResumeBody;
    expect(first.jobTitleIds).toEqual([1]);
    expect(first.history.map((h) => h.employerName)).toEqual(['Acme Inc']);
    expect(first).toMatchObject({ nameFirst: 'Jordan', phone: '9375550142' });
  });

  it('a corrected low-confidence entry is kept with the correction', async () => {
    const onConfirm = vi.fn(async (_body: ConfirmResumeBody) => true);
    mounted = await mountPage(() => <Harness onConfirm={onConfirm} />);
    const starts = screen.getAllByLabelText(PAGE_TEXTS.experience.start);
    fireEvent.change(starts[1]!, { target: { value: '06/2015' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Welder Please check' }));
    await userEvent.click(screen.getByRole('button', { name: T.confirm }));
    const body = onConfirm.mock.calls[0]![0] as ConfirmResumeBody;
    expect(body.jobTitleIds).toEqual([1, 2]);
    expect(body.history).toEqual([expect.objectContaining({ employerName: 'Acme Inc' }), expect.objectContaining({ employerName: 'Buckeye Plastics LLC', start: '06/2015', end: '12/2019' })]);
  });

  it('a kept entry with its end before its start is refused in the spec words', async () => {
    const onConfirm = vi.fn(async (_body: ConfirmResumeBody) => true);
    mounted = await mountPage(() => <Harness onConfirm={onConfirm} />);
    const ends = screen.getAllByLabelText(PAGE_TEXTS.experience.end);
    fireEvent.change(ends[1]!, { target: { value: '01/2010' } });
    await userEvent.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText('End date must be after start date')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
