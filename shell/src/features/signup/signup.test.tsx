import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REFERRAL_OPTIONS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { EmployerSignupWizard } from './employer-signup-wizard';
import { InviteeSignupForm } from './invitee-signup-form';

describe('EmployerSignupWizard (§2.5)', () => {
  it('walks the 4 steps and submits with Start a Free Trial', async () => {
    const onSubmit = vi.fn(async () => {});
    renderUi(<EmployerSignupWizard onSubmit={onSubmit} />);
    const user = userEvent.setup();

    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText(/over a million manufacturing workers/)).toBeTruthy();
    await user.type(screen.getByPlaceholderText('e.g. Maintenance Technician'), 'CNC Machinist');
    await user.type(screen.getByPlaceholderText('City, State'), 'Peoria, IL');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'Dana Reyes');
    await user.type(screen.getByLabelText('Work email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Hire at volume' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(screen.getByText(/By starting a free trial/)).toBeTruthy();
    await user.click(screen.getByText('LinkedIn'));
    await user.click(screen.getByRole('button', { name: 'Start a Free Trial' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        position: 'CNC Machinist',
        location: 'Peoria, IL',
        fullName: 'Dana Reyes',
        email: 'dana@example.com',
        recruitingPriority: 'volume',
        foundVia: 'linkedin',
      }),
    );
  });

  it('by keyboard alone: Enter moves on and focus lands on the new step heading', async () => {
    renderUi(<EmployerSignupWizard onSubmit={vi.fn(async () => {})} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('CNC Machinist');
    await user.tab();
    await user.keyboard('Peoria, IL{Enter}');
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await user.tab();
    await user.keyboard('Dana Reyes');
    await user.tab();
    await user.keyboard('dana@example.com{Enter}');
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    await user.tab();
    await user.keyboard(' ');
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('true');
  });

  it('does not leave a step with invalid answers', async () => {
    renderUi(<EmployerSignupWizard onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('e.g. Maintenance Technician'), 'Welder');
    await user.type(screen.getByPlaceholderText('City, State'), 'Gary, IN');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Full name'), 'Cher');
    await user.type(screen.getByLabelText('Work email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid name')).toBeTruthy();
    expect(screen.getByText('Invalid e-mail')).toBeTruthy();
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
  });

  it('shows the referral options in random order and the Other box only when Other is chosen', async () => {
    const goToStep4 = async (random: () => number) => {
      const user = userEvent.setup();
      const view = renderUi(<EmployerSignupWizard onSubmit={vi.fn()} random={random} />);
      await user.type(screen.getByPlaceholderText('e.g. Maintenance Technician'), 'Welder');
      await user.type(screen.getByPlaceholderText('City, State'), 'Gary, IN');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.type(await screen.findByLabelText('Full name'), 'Dana Reyes');
      await user.type(screen.getByLabelText('Work email'), 'dana@example.com');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('radio', { name: 'Hire at volume' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Step 4 of 4');
      return { user, view };
    };
    const labels = () => screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);

    const first = await goToStep4(() => 0);
    const orderA = labels();
    expect([...orderA].sort()).toEqual(REFERRAL_OPTIONS.map((o) => o.label).sort());
    expect(screen.queryByLabelText('Other (please specify)')).toBeNull();
    await first.user.click(screen.getByText('Other'));
    expect(await screen.findByLabelText('Other (please specify)')).toBeTruthy();
    first.view.unmount();

    await goToStep4(() => 0.99);
    expect(labels()).not.toEqual(orderA);
  });
});

describe('InviteeSignupForm (§2.5)', () => {
  it('has one step: full name and Join, no referral question', async () => {
    const onSubmit = vi.fn(async () => {});
    renderUi(<InviteeSignupForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByLabelText('Full name'), 'Sam Lee');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Sam Lee'));
  });
});
