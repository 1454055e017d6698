import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@floorhire/contract/testing';
import { VALIDATION_MESSAGES } from '@floorhire/rules';
import { JOB_API_ERRORS, JOB_TEXTS } from '@floorhire/domain-jobs';
import * as lifecycles from './lifecycle';

// The real remote, mounted as the shell mounts it, with the network offline: every call fails
// fast, the wizard must still enforce its rules on what the user types, and no data is invented.
const CLOSED_API = 'http://127.0.0.1:9';
let cleanup: (() => Promise<void>) | undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

async function openWizard(path: string) {
  window.history.pushState(null, '', path);
  const mounted = await mountRemote(lifecycles, { apiOrigin: CLOSED_API });
  cleanup = mounted.unmount;
  await screen.findByRole('heading', { level: 2 }, { timeout: 8000 });
  return mounted.props;
}

afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
});

describe('job wizard rules in the browser (spec 001 §5)', () => {
  it('blocks Next on job details with the field messages and the spec summary alert', async () => {
    const props = await openWizard('/employer/jobs/create/job-details');
    expect(screen.getByRole('heading', { name: JOB_TEXTS.wizardSteps['job-details'] })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(props.notifications.map((n) => n.message)).toContain(JOB_TEXTS.missingInformation));
    expect(screen.getAllByText(VALIDATION_MESSAGES.required).length).toBeGreaterThanOrEqual(2);
    expect(window.location.pathname).toBe('/employer/jobs/create/job-details');
  });

  it('shows start and end time only for shift Other and requires both', async () => {
    await openWizard('/employer/jobs/create/job-details');
    expect(screen.queryByLabelText(/Start Time/)).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shift' }), 'Other (custom start and end times)');
    expect(screen.getByLabelText(/Start Time/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shift' }), '2nd');
    expect(screen.queryByLabelText(/Start Time/)).toBeNull();
  });

  it('switches the pay fields with the pay period and rejects negative pay', async () => {
    await openWizard('/employer/jobs/create/job-details');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum Pay Rate ($/hr)' }), '-4');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This value must be greater or equal than 0')).toBeTruthy();
    await userEvent.click(screen.getByText('Annual salary'));
    expect(screen.queryByRole('textbox', { name: 'Minimum Pay Rate ($/hr)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Minimum Salary ($/yr)' })).toBeTruthy();
  });

  it('keeps 3 to 7 screener questions and names an empty one', async () => {
    await openWizard('/employer/jobs/create/screener-questions');
    const list = () => screen.getAllByRole('textbox', { name: /^Question \d$/ });
    expect(list()).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Remove question 1' }) as HTMLButtonElement).disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add question' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(add);
    expect(list()).toHaveLength(7);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(list()[0]!, 'Can you read a micrometer?');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = list()[1]!.closest('li')!;
    expect(within(second as HTMLElement).getByText(JOB_API_ERRORS.screenerQuestionEmpty)).toBeTruthy();
  });
});
