import { describe, expect, it } from 'vitest';
import { EMPTY_NOTICES, addNotice, noticeDuration, removeNotice } from './notifications';

describe('alerts and snackbar (§9 durations)', () => {
  it('uses the spec defaults', () => {
    expect(noticeDuration({ kind: 'alert', type: 'info', message: 'a' })).toBe(4000);
    expect(noticeDuration({ kind: 'snackbar', type: 'success', message: 'a' })).toBe(3000);
    expect(noticeDuration({ kind: 'snackbar', type: 'error', message: 'a' })).toBe(4000);
    expect(noticeDuration({ kind: 'snackbar', type: 'info', message: 'a', duration: 5000 })).toBe(5000);
  });
  it('stacks alerts and keeps one snackbar, the newest', () => {
    let s = addNotice(EMPTY_NOTICES, { kind: 'alert', type: 'error', message: 'one' }, 1);
    s = addNotice(s, { kind: 'alert', type: 'error', message: 'two' }, 2);
    s = addNotice(s, { kind: 'snackbar', type: 'info', message: 'x' }, 3);
    s = addNotice(s, { kind: 'snackbar', type: 'info', message: 'y' }, 4);
    expect(s.alerts.map((a) => a.message)).toEqual(['one', 'two']);
    expect(s.snackbar?.message).toBe('y');
    s = removeNotice(removeNotice(s, 1), 3);
    expect(s.alerts.map((a) => a.message)).toEqual(['two']);
    expect(s.snackbar?.message).toBe('y');
  });
});
