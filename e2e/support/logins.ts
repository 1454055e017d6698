/** Demo logins of the seed (password Demo-pass-1), one per route role. */
export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_LOGINS = {
  admin: 'admin@floorhire.test',
  employer: 'owner@acme-machining.test',
  pro: 'pro@floorhire.test',
} as const;
export type LoginRole = keyof typeof DEMO_LOGINS;
