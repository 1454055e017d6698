import type { JobSlotsDto } from '@floorhire/domain-jobs';
import type { Queryable } from '../../db';
import { allocateExtraJobSlot, jobSlotPlan } from '../subscription';
import { countLiveJobs } from './jobs.repository';

// Job slots (spec 001 §8, 002 §3 and §9): what the employer's current subscription gives (the
// subscription module decides), against the live jobs using them. A live job uses one slot.
// docs/decisions/092-job-slots.md.

export interface JobSlots extends JobSlotsDto {
  subscriptionId: number | null;
}

export async function jobSlotsOf(q: Queryable, employerId: number): Promise<JobSlots> {
  const plan = await jobSlotPlan(q, employerId);
  const used = await countLiveJobs(q, employerId);
  if (!plan.subscribed) return { employerId, subscriptionId: plan.subscriptionId, subscribed: false, total: plan.hasSubscription ? 0 : null, planSlots: null, used, available: 0 };
  // An allocation raises the total to its quantity ("quantity = live jobs + 1", 002 §9).
  const total = plan.planSlots === null && plan.allocated === null ? null : Math.max(plan.planSlots ?? 0, plan.allocated ?? 0);
  return { employerId, subscriptionId: plan.subscriptionId, subscribed: true, total, planSlots: plan.planSlots, used, available: Math.max(0, (total ?? 0) - used) };
}

/** Staff posting past the last slot: one more slot, recorded as an allocation on the subscription. */
export async function allocateExtraSlot(q: Queryable, slots: JobSlots, creatorId: number): Promise<void> {
  if (slots.subscriptionId === null) return;
  await allocateExtraJobSlot(q, { subscriptionId: slots.subscriptionId, employerId: slots.employerId, quantity: slots.used + 1, creatorId });
}
