// Words of the act-as history (ADR 304); the spec shows none.
export const ACT_AS_HISTORY_TEXTS = {
  title: 'Staff access to this account',
  intro: {
    self: 'FloorHire staff sometimes act as you to help with your account. Every time they do, and everything they change, is listed here.',
    staff: 'Every act-as session on this account and every write made in it, newest first.',
  },
  empty: {
    self: 'FloorHire staff have never acted as you.',
    staff: 'No one has acted as this user.',
  },
  loadFailed: 'The act-as history could not be loaded.',
  actedAs: (staff: string, user: string, audience: 'self' | 'staff') => (audience === 'self' ? `${staff} (FloorHire staff) acted as you` : `${staff} acted as ${user}`),
  running: 'Running now',
  ended: {
    ended: 'ended by staff',
    expired: 'ended when its time was up',
    replaced: 'ended when another session started',
    'user-stopped': 'ended when the account was stopped',
    'signed-out': 'ended when staff signed out',
  },
  from: (address: string) => `from ${address}`,
  noWrites: 'Looked only; changed nothing.',
  writes: (n: number) => (n === 1 ? '1 change' : `${n} changes`),
  refused: (status: number) => `refused (${status})`,
  more: 'Show older sessions',
} as const;
