import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RECRUITING_PRIORITIES } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { PriorityCards } from './priority-cards';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <h1 id="t">Priority</h1>
      <PriorityCards options={RECRUITING_PRIORITIES} value={value} onChange={setValue} labelledBy="t" />
      <button type="button">After</button>
    </>
  );
}

describe('PriorityCards (§2.5 step 3)', () => {
  it('is one radio group: one Tab stop, arrows move and choose, Space chooses', async () => {
    const kb = userEvent.setup();
    renderUi(<Harness />);
    const [first, second] = RECRUITING_PRIORITIES;
    expect(screen.getByRole('radiogroup', { name: 'Priority' })).toBeTruthy();
    await kb.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: first!.label }));
    await kb.keyboard('{ArrowDown}');
    const secondRadio = screen.getByRole('radio', { name: second!.label });
    expect(document.activeElement).toBe(secondRadio);
    expect(secondRadio.getAttribute('aria-checked')).toBe('true');
    // Tab leaves the group instead of walking through every card.
    await kb.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await kb.tab({ shift: true });
    expect(document.activeElement).toBe(secondRadio);
    await kb.keyboard('{ArrowUp}{ArrowUp}');
    const last = RECRUITING_PRIORITIES[RECRUITING_PRIORITIES.length - 1]!;
    expect(screen.getByRole('radio', { name: last.label }).getAttribute('aria-checked')).toBe('true');
    await kb.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: first!.label }).getAttribute('aria-checked')).toBe('true');
  });
});
