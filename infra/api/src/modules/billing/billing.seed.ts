import { addMonths } from '@floorhire/domain-billing';
import type { Queryable } from '../../db';
import { setBillingPeriod } from '../subscription';
import { seededWithoutPeriod } from './billing.repository';

/**
 * The baseline demo has running subscriptions but no billing periods: give each local, active
 * or past-due one the period that contains today (stepping from its start by its plan length),
 * so the demo's renewals, upcoming invoices and test clock work like those the engine creates.
 */
export async function seedBillingPeriods(tx: Queryable, today: string): Promise<number> {
  const rows = await seededWithoutPeriod(tx);
  for (const row of rows) {
    const months = row.plan_length === 'quarterly' ? 3 : 12;
    let start = row.start_date;
    while (addMonths(start, months) <= today) start = addMonths(start, months);
    await setBillingPeriod(tx, row.id, start, addMonths(start, months));
  }
  return rows.length;
}
