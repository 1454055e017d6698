import { addMonths } from '@floorhire/domain-billing';
import type { Queryable } from '../../db';
import type { TableSpec } from '../../seed/bulk';
import { DAY, PRODUCTS, isoDate, must } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';
import { setBillingPeriod } from '../subscription';
import { demoPlanSubscriptions, seededWithoutPeriod } from './billing.repository';

// Demo billing (docs/decisions/177): a card (a bank account for the invoiced employer) and
// monthly invoices over the life of each employer's plan (paid, the newest open, one refunded),
// then the billing period that contains today on every running local subscription. It runs after
// the subscription seed, whose rows it bills.

const TABLES = {
  payment_methods: [['id', 'int'], ['employer_id', 'int'], ['payment_type', 'text'], ['payment_type_number', 'text'], ['brand', 'text'], ['is_default', 'bool'], ['needs_verification', 'bool']],
  invoices: [
    ['id', 'int'], ['employer_id', 'int'], ['subscription_id', 'int'], ['number', 'text'], ['status', 'text'], ['amount_cents', 'int'],
    ['description', 'text'], ['payment_method', 'text'], ['invoice_date', 'date'], ['due_date', 'date'], ['paid_ts', 'timestamptz'],
    ['refunded_ts', 'timestamptz'], ['create_ts', 'timestamptz'],
  ],
} as const satisfies Record<string, TableSpec>;

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

export const billingSeed: ModuleSeed = {
  order: 60,
  async run({ tx, world, rows, now }) {
    const t = rows(TABLES);
    const { ago } = world;
    const subscriptions = await demoPlanSubscriptions(tx);
    let invoiceNumber = 1000;
    for (const plan of world.employers) {
      const sub = subscriptions.find((s) => s.employer_id === plan.id);
      if (plan.plan === 'none' || plan.plan === 'trial' || !sub) continue;
      const product = must(PRODUCTS.find((p) => p.name === plan.product), 'product');
      const endedMonthsAgo = plan.plan === 'expired' ? 2 : plan.plan === 'archived' ? 20 : 0;
      // The plan started this many 30-day months ago (the subscription seed chose it).
      const monthsRunning = Math.round((now.getTime() - Date.parse(sub.start_date)) / DAY / 30) - endedMonthsAgo;
      const bank = plan.key === 'greatLakes';
      t.add('payment_methods', { employer_id: plan.id, payment_type: bank ? 'bank' : 'card', payment_type_number: bank ? '6789' : '4242', brand: bank ? 'Chase' : 'Visa', is_default: true, needs_verification: false });
      // Monthly invoices over the life of the subscription: paid, the newest open, one refund.
      const months = plan.plan === 'waiting' ? 0 : monthsRunning;
      for (let m = 0; m < months; m++) {
        const date = ago((monthsRunning + endedMonthsAgo - m) * 30);
        const newest = m === months - 1 && plan.plan !== 'expired' && plan.plan !== 'archived';
        const invStatus = plan.plan === 'past_due' && m >= months - 2 ? 'open' : newest ? 'open' : plan.key === 'acme' && m === 2 ? 'refunded' : 'paid';
        t.add('invoices', {
          employer_id: plan.id,
          subscription_id: sub.id,
          number: `INV-${++invoiceNumber}`,
          status: invStatus,
          amount_cents: product.amount,
          description: `${product.name} plan - ${date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
          payment_method: bank ? 'Bank account ending 6789' : 'Visa ending 4242',
          invoice_date: isoDate(date),
          due_date: isoDate(new Date(date.getTime() + 15 * DAY)),
          paid_ts: invStatus === 'paid' || invStatus === 'refunded' ? new Date(date.getTime() + 2 * DAY) : null,
          refunded_ts: invStatus === 'refunded' ? new Date(date.getTime() + 9 * DAY) : null,
          create_ts: date,
        });
      }
    }
    const written = await t.write(tx);
    return written + (await seedBillingPeriods(tx, now.toISOString().slice(0, 10)));
  },
};
