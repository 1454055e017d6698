import type { Queryable } from '../../db';

// SQL of calendar connections (calendar_accounts). Credentials are sealed before they get here.

export interface AccountRow {
  id: number;
  provider: 'google' | 'microsoft';
  email: string | null;
  primary_calendar_id: string | null;
  status: 'connected' | 'disconnected';
  create_ts: Date;
}

export async function connectedAccounts(db: Queryable, userId: number): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `select id, provider, email, primary_calendar_id, status, create_ts from calendar_accounts where user_profile_id = $1 and status = 'connected' order by create_ts desc, id desc`,
    [userId],
  );
  return rows;
}

/** Reconnecting the same account replaces it rather than adding a second one. */
export async function replaceAccount(q: Queryable, a: { userId: number; provider: string; email: string | null; primaryCalendarId: string | null; sealed: string }): Promise<AccountRow> {
  await q.query(`update calendar_accounts set status = 'disconnected', credentials = null where user_profile_id = $1 and provider = $2 and email is not distinct from $3`, [
    a.userId,
    a.provider,
    a.email,
  ]);
  return (await q.one<AccountRow>(
    `insert into calendar_accounts (user_profile_id, provider, email, primary_calendar_id, credentials) values ($1, $2, $3, $4, $5)
     returning id, provider, email, primary_calendar_id, status, create_ts`,
    [a.userId, a.provider, a.email, a.primaryCalendarId, a.sealed],
  ))!;
}

/** Disconnects an account of the user (staff: any) and erases its credentials; false when there was none. */
export async function disconnectAccount(db: Queryable, accountId: number, userId: number, anyUser: boolean): Promise<boolean> {
  const result = await db.query(`update calendar_accounts set status = 'disconnected', credentials = null where id = $1 and ($2 or user_profile_id = $3) and status = 'connected'`, [
    accountId,
    anyUser,
    userId,
  ]);
  return result.rowCount > 0;
}

export async function emailOfUser(db: Queryable, userId: number): Promise<string> {
  return (await db.one<{ email: string }>('select email from user_profiles where id = $1', [userId]))!.email;
}
