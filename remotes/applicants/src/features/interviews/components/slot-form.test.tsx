import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@floorhire/ui';
import { SlotForm } from './slot-form';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(
    <UiProvider>
      <SlotForm staff={false} calendarConnected={false} isNew initialTimezone={null} onSubmit={onSubmit} />
    </UiProvider>,
  );
  return onSubmit;
}

async function addTime(user: ReturnType<typeof userEvent.setup>, row: number, value: string) {
  await user.selectOptions(screen.getAllByRole('combobox', { name: /^Times/u })[row]!, value);
  await user.click(screen.getAllByRole('button', { name: 'Add time' })[row]!);
}

describe('interview slot form (spec 001 §5)', () => {
  it('defaults to America/Chicago and offers every 15 minutes of the day', () => {
    renderForm();
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement).value).toBe('America/Chicago');
    const times = [...(screen.getByRole('combobox', { name: /^Times/u }) as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
  });

  it('converts times chosen in Los Angeles to UTC with each date\'s own offset across the DST change, merging dates and dropping duplicates', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/Los_Angeles');
    // 2027-03-14 is the US spring-forward Sunday: PST (UTC-8) before, PDT (UTC-7) after.
    fireEvent.change(screen.getAllByLabelText(/^Date/u)[0]!, { target: { value: '2027-03-13' } });
    await addTime(user, 0, '09:00');
    await addTime(user, 0, '09:00');
    await addTime(user, 0, '13:30');
    await user.click(screen.getByRole('button', { name: 'Add another date' }));
    fireEvent.change(screen.getAllByLabelText(/^Date/u)[1]!, { target: { value: '2027-03-15' } });
    await addTime(user, 1, '09:00');
    await user.click(screen.getByRole('button', { name: 'Add another date' }));
    fireEvent.change(screen.getAllByLabelText(/^Date/u)[2]!, { target: { value: '2027-03-13' } });
    await addTime(user, 2, '13:30');

    expect(screen.getByTestId('utc-preview').textContent).toContain('2027-03-15 16:00:00');
    await user.click(screen.getByRole('button', { name: 'Propose times' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, utc] = onSubmit.mock.calls[0]!;
    expect(utc).toEqual(['2027-03-13 17:00:00', '2027-03-13 21:30:00', '2027-03-15 16:00:00']);
    expect(values).toMatchObject({ timezone: 'America/Los_Angeles', mode: 'schedule', interviewType: 'Onsite', interviewLength: 30 });
  });

  it('refuses to submit without a time', async () => {
    const onSubmit = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose times' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one interview time');
  });

  it('set mode sends exactly one agreed time', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByText('Set an agreed time'));
    fireEvent.change(screen.getAllByLabelText(/^Date/u)[0]!, { target: { value: '2027-07-01' } });
    await addTime(user, 0, '10:00');
    await addTime(user, 0, '11:00');
    await user.click(screen.getByRole('button', { name: 'Set time' }));
    expect(onSubmit.mock.calls[0]![1]).toEqual(['2027-07-01 16:00:00']);
  });
});
