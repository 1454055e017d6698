import { isSubscribedStatus } from '@floorhire/rules';
import type { JobSlotsDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';

// Job slots (spec 001 §8, 002 §3 and §9), read from the employer's current subscription. A live
// job uses one slot. docs/decisions/092-job-slots.md.

interface SubscriptionRow {
  id: number;
  status: string;
  job_slot_quantity: number | null;
  contract_job_slots: number;
  add_on_job_slots: number;
  end_date: string | null;
  expired: boolean;
  copilot_limit: number | null;
  allocated: number | null;
}

/** The subscription that governs the employer now: the newest one that has started. */
async function currentSubscription(q: Queryable, employerId: number): Promise<SubscriptionRow | undefined> {
  return q.one<SubscriptionRow>(
    `select s.id, s.status, s.job_slot_quantity, s.contract_job_slots, s.add_on_job_slots, s.end_date::text,
            (s.end_date is not null and s.end_date < current_date) as expired,
            (select c."limit" from subscription_components c where c.subscription_id = s.id and c.component = 'COPILOT_SLOT') as copilot_limit,
            (select max(a.quantity) from allocations a where a.subscription_id = s.id and a.type = 'job-slot')::int as allocated
       from subscriptions s
      where s.employer_id = $1 and s.start_date <= current_date
      order by s.start_date desc, s.id desc limit 1`,
    [employerId],
  );
}

export interface JobSlots extends JobSlotsDto {
  subscriptionId: number | null;
}

export async function jobSlotsOf(q: Queryable, employerId: number): Promise<JobSlots> {
  const sub = await currentSubscription(q, employerId);
  const live = await q.one<{ n: number }>(`select count(*)::int as n from jobs where employer_id = $1 and status = 'live'`, [employerId]);
  const used = live?.n ?? 0;
  const subscribed = !!sub && isSubscribedStatus(sub.status) && !sub.expired;
  if (!sub || !subscribed) return { employerId, subscriptionId: sub?.id ?? null, subscribed: false, total: sub ? 0 : null, planSlots: null, used, available: 0 };
  // "Slots come from jobSlotQuantity or the slot component limit (N/A when absent)" (002 §9);
  // a staff contract sets them too, and add-on slots come on top.
  const base = sub.job_slot_quantity ?? sub.copilot_limit ?? (sub.contract_job_slots > 0 ? sub.contract_job_slots : null);
  const planSlots = base === null ? null : base + sub.add_on_job_slots;
  // An allocation raises the total to its quantity ("quantity = live jobs + 1", 002 §9).
  const total = planSlots === null && sub.allocated === null ? null : Math.max(planSlots ?? 0, sub.allocated ?? 0);
  return { employerId, subscriptionId: sub.id, subscribed, total, planSlots, used, available: Math.max(0, (total ?? 0) - used) };
}

/** Staff posting past the last slot: the allocation spec 002 describes, memo 'Additional Job Slot'. */
export async function allocateExtraSlot(q: Queryable, slots: JobSlots, creatorId: number): Promise<void> {
  if (slots.subscriptionId === null) return;
  await q.query(
    `insert into allocations (subscription_id, employer_id, type, quantity, memo, creator_id) values ($1, $2, 'job-slot', $3, 'Additional Job Slot', $4)`,
    [slots.subscriptionId, slots.employerId, slots.used + 1, creatorId],
  );
}
