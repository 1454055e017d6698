import * as v from 'valibot';

/**
 * Every event the bus carries, its payload schema, and whether other tabs hear it.
 * A notify request is about this tab's screen, so it stays in the page.
 */
export const BUS_EVENTS = {
  'employer.switched': {
    schema: v.strictObject({ employerId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    crossTab: true,
  },
  'inbox.cleared': { schema: v.strictObject({}), crossTab: true },
  'subscription.reload': { schema: v.strictObject({}), crossTab: true },
  // A remote changed the signed-in user's own profile (name, photo): the shell reads it again.
  'profile.reload': { schema: v.strictObject({}), crossTab: true },
  'session.changed': {
    schema: v.strictObject({
      state: v.picklist(['signed-in', 'signed-out', 'refreshed']),
      userId: v.optional(v.pipe(v.number(), v.integer())),
    }),
    crossTab: true,
  },
  // Staff started or ended acting as a user (ADR 301): the shell asks the API for the session
  // (started) or drops it (ended). Nothing secret travels: the tokens stay in the shell.
  'act-as.changed': { schema: v.strictObject({ state: v.picklist(['started', 'ended']) }), crossTab: true },
  notify: {
    schema: v.strictObject({
      kind: v.picklist(['alert', 'snackbar']),
      type: v.picklist(['success', 'error', 'info', 'warning']),
      message: v.pipe(v.string(), v.minLength(1)),
      duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      actionText: v.optional(v.string()),
      action: v.optional(v.picklist(['reload'])),
    }),
    crossTab: false,
  },
  // A navigation in this tab (spec 000 §2.2 analytics hook). Pathname only: query values and
  // hashes can carry tokens or ids, so they never enter the event. 'guest' = signed out.
  'page.visited': {
    schema: v.strictObject({
      path: v.pipe(v.string(), v.startsWith('/'), v.check((p) => !/[?#]/.test(p), 'path must be a pathname only')),
      role: v.picklist(['admin', 'employer', 'pro', 'guest']),
      at: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    crossTab: false,
  },
} as const;

export type BusEventName = keyof typeof BUS_EVENTS;
export type BusEvents = { [K in BusEventName]: v.InferOutput<(typeof BUS_EVENTS)[K]['schema']> };
export type NotifyRequest = BusEvents['notify'];
export type PageVisit = BusEvents['page.visited'];

export function isBusEventName(name: unknown): name is BusEventName {
  return typeof name === 'string' && Object.hasOwn(BUS_EVENTS, name);
}
