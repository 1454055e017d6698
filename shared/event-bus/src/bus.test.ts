import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusPayloadError, createEventBus, getEventBus } from './bus';
import type { EventBus } from './bus';

const buses: EventBus[] = [];
function bus(channel: string, crossTab = true) {
  const created = createEventBus({ channel, crossTab });
  buses.push(created);
  return created;
}
afterEach(() => {
  while (buses.length) buses.pop()?.close();
});

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('event bus', () => {
  it('delivers a valid event to subscribers in the page', () => {
    const b = bus('t-local', false);
    const seen: number[] = [];
    b.on('employer.switched', ({ employerId }) => seen.push(employerId));
    b.emit('employer.switched', { employerId: 7 });
    expect(seen).toEqual([7]);
  });

  it('refuses an invalid payload and names the field', () => {
    const b = bus('t-invalid', false);
    const handler = vi.fn();
    b.on('employer.switched', handler);
    expect(() => b.emit('employer.switched', { employerId: 'x' as unknown as number })).toThrow(BusPayloadError);
    expect(() => b.emit('employer.switched', { employerId: 'x' as unknown as number })).toThrow(/employerId/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const b = bus('t-unsub', false);
    const handler = vi.fn();
    const off = b.on('inbox.cleared', handler);
    b.emit('inbox.cleared', {});
    off();
    b.emit('inbox.cleared', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to other subscribers when one throws', () => {
    const b = bus('t-throw', false);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    b.on('subscription.reload', () => {
      throw new Error('boom');
    });
    b.on('subscription.reload', after);
    b.emit('subscription.reload', {});
    expect(after).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('carries cross-tab events to another instance (another tab) on the same channel', async () => {
    const tabA = bus('t-cross');
    const tabB = bus('t-cross');
    const received: unknown[] = [];
    tabB.on('session.changed', (payload, meta) => received.push({ payload, origin: meta.origin }));
    tabA.emit('session.changed', { state: 'signed-out' });
    await nextTick();
    expect(received).toEqual([{ payload: { state: 'signed-out' }, origin: 'other-tab' }]);
  });

  it('does not echo an event back to the tab that sent it', async () => {
    const tabA = bus('t-echo');
    bus('t-echo');
    const handler = vi.fn();
    tabA.on('inbox.cleared', handler);
    tabA.emit('inbox.cleared', {});
    await nextTick();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps notify requests inside the page', async () => {
    const tabA = bus('t-notify');
    const tabB = bus('t-notify');
    const handler = vi.fn();
    tabB.on('notify', handler);
    tabA.emit('notify', { kind: 'snackbar', type: 'info', message: 'Saved' });
    await nextTick();
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores malformed messages from another tab', async () => {
    const tabB = bus('t-malformed');
    const handler = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tabB.on('employer.switched', handler);
    const raw = new BroadcastChannel('t-malformed');
    raw.postMessage({ name: 'employer.switched', payload: { employerId: -3 }, from: 'elsewhere' });
    await nextTick();
    raw.close();
    expect(handler).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('carries a page visit with a pathname and refuses one whose path holds a query', () => {
    const b = bus('t-visit', false);
    const seen: string[] = [];
    b.on('page.visited', ({ path }) => seen.push(path));
    b.emit('page.visited', { path: '/employer/jobs', role: 'employer', at: 1 });
    expect(() => b.emit('page.visited', { path: '/login?token=abc', role: 'guest', at: 1 })).toThrow(BusPayloadError);
    expect(seen).toEqual(['/employer/jobs']);
  });

  it('gives one bus per page', () => {
    expect(getEventBus()).toBe(getEventBus());
    getEventBus().close();
  });
});
