import type { TableSpec } from '../../seed/bulk';
import { createRng } from '../../seed/data';
import { DEMO_SEED, PRODUCTS, isoDate, must } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';
import { demoUsage } from './subscription.repository';

// Demo subscriptions (docs/decisions/177): each employer in the plan state its scenario names
// (trial, active on a plan, expired after a trial, past due, paused, waiting, archived, none).
// Acme has add-on slots, a job-slot and an unlock allocation, and usage that agrees with its
// live jobs and unlocks, so this seed runs after jobs and talent search.

const TABLES = {
  subscriptions: [
    ['id', 'int'], ['employer_id', 'int'], ['provider', 'text'], ['customer_id', 'text'], ['product_id', 'int'], ['status', 'text'],
    ['plan', 'text'], ['price_cents', 'int'], ['billing_cycle', 'text'], ['plan_length', 'text'], ['collection_method', 'text'],
    ['start_date', 'date'], ['end_date', 'date'], ['iterations', 'int'], ['job_slot_quantity', 'int'], ['talent_search_credits', 'int'],
    ['contract_job_slots', 'int'], ['add_on_job_slots', 'int'], ['next_billing_amount_cents', 'int'], ['is_gated', 'bool'],
    ['paused_until', 'date'], ['cancel_date', 'date'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  subscription_components: [['subscription_id', 'int'], ['component', 'text'], ['limit', 'int'], ['used', 'int']],
  allocations: [['id', 'int'], ['subscription_id', 'int'], ['employer_id', 'int'], ['type', 'text'], ['quantity', 'int'], ['memo', 'text'], ['creator_id', 'int'], ['create_ts', 'timestamptz']],
} as const satisfies Record<string, TableSpec>;

// NOT NULL columns with a database default: the bulk insert writes null for a missing key.
const DEFAULTS = { subscriptions: { provider: 'local', price_cents: 0, talent_search_credits: 0, contract_job_slots: 0, add_on_job_slots: 0, is_gated: false } };

const STATUS_OF = { active: 'active', expired: 'canceled', archived: 'canceled', past_due: 'past_due', paused: 'paused', waiting: 'waiting creation' } as const;

export const subscriptionSeed: ModuleSeed = {
  order: 50,
  async run({ tx, world, rows }) {
    const t = rows(TABLES, DEFAULTS);
    const { ago, ahead } = world;
    const rng = createRng(`${DEMO_SEED}:subscriptions`);
    for (const plan of world.employers) {
      const employerId = plan.id;
      if (plan.plan === 'none') continue;
      if (plan.plan === 'trial') {
        const sub = t.add('subscriptions', { employer_id: employerId, provider: 'local', product_id: world.productId('Free Trial'), status: 'trial', plan: 'Free Trial', price_cents: 0, start_date: isoDate(ago(5)), end_date: isoDate(ahead(9)), job_slot_quantity: 1, talent_search_credits: 5, is_gated: true, create_ts: ago(5), update_ts: ago(5) });
        t.add('subscription_components', { subscription_id: sub, component: 'COPILOT_SLOT', limit: 1, used: 1 });
        t.add('subscription_components', { subscription_id: sub, component: 'TS_UNLOCK', limit: 5, used: 2 });
        continue;
      }
      const product = must(PRODUCTS.find((p) => p.name === plan.product), 'product');
      const monthsRunning = plan.plan === 'expired' ? 12 : plan.plan === 'archived' ? 12 : rng.int(5, 14);
      const endedMonthsAgo = plan.plan === 'expired' ? 2 : plan.plan === 'archived' ? 20 : 0;
      const start = ago((monthsRunning + endedMonthsAgo) * 30);
      const end = plan.plan === 'expired' || plan.plan === 'archived' ? ago(endedMonthsAgo * 30) : ahead(plan.planLength === 'quarterly' ? rng.int(20, 85) : rng.int(40, 330));
      const status = STATUS_OF[plan.plan];
      const price = plan.planLength === 'quarterly' ? product.amount * 3 : product.amount * 12;
      // Northfield had a free trial before it subscribed; its history shows both.
      if (plan.plan === 'expired') t.add('subscriptions', { employer_id: employerId, provider: 'local', product_id: world.productId('Free Trial'), status: 'trial complete', plan: 'Free Trial', price_cents: 0, start_date: isoDate(ago((monthsRunning + endedMonthsAgo) * 30 + 14)), end_date: isoDate(start), job_slot_quantity: 1, talent_search_credits: 5, is_gated: true, create_ts: start, update_ts: start });
      const sub = t.add('subscriptions', {
        employer_id: employerId,
        provider: 'local',
        customer_id: `cus_demo_${employerId}`,
        product_id: world.productId(product.name),
        status,
        plan: product.name,
        price_cents: price,
        billing_cycle: plan.planLength === 'quarterly' ? 'quarter' : 'year',
        plan_length: plan.planLength,
        collection_method: plan.key === 'greatLakes' ? 'send_invoice' : 'charge_automatically',
        start_date: isoDate(start),
        end_date: isoDate(end),
        iterations: plan.planLength === 'quarterly' ? 4 : 1,
        job_slot_quantity: product.slots,
        talent_search_credits: product.credits,
        contract_job_slots: product.slots,
        add_on_job_slots: plan.key === 'acme' ? 1 : 0,
        next_billing_amount_cents: status === 'active' || status === 'past_due' ? price : null,
        is_gated: plan.product !== 'Enterprise',
        paused_until: status === 'paused' ? isoDate(ahead(30)) : null,
        cancel_date: status === 'canceled' ? isoDate(end) : null,
        create_ts: start,
        update_ts: ago(status === 'canceled' ? endedMonthsAgo * 30 : 3),
      });
      if (plan.key === 'acme') {
        // Spec 002 §9: a job-slot allocation's quantity is the new total, live jobs + 1.
        t.add('allocations', { subscription_id: sub, employer_id: employerId, type: 'job-slot', quantity: (plan.jobs.live ?? 0) + 1, memo: 'Additional Job Slot', creator_id: world.users.admin.id, create_ts: ago(40) });
        t.add('allocations', { subscription_id: sub, employer_id: employerId, type: 'talent_search_unlocks', quantity: 50, memo: 'Talent Search Unlocks', creator_id: world.users.admin.id, create_ts: ago(25) });
        // Usage agrees with the live jobs and the unlocks the other seeds wrote.
        const usage = await demoUsage(tx, employerId);
        t.add('subscription_components', { subscription_id: sub, component: 'COPILOT_SLOT', limit: product.slots + 1, used: usage.liveJobs });
        t.add('subscription_components', { subscription_id: sub, component: 'TS_UNLOCK', limit: product.credits + 50, used: usage.unlocks });
      }
    }
    return t.write(tx);
  },
};
