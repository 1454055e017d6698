import type { UnlockResult, UnlockSource, UnlockState } from '@floorhire/domain-talent-search';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { currentSubscriptionOrNull, spendTalentSearchCredits } from '../subscription';
import { existingProfiles, identityClusters, insertUnlocks, lockEmployerUnlocks, unlocksOf } from './talent-search.repository';

// Unlocks with credits (spec 002 §3, §5, §7; ADR 243). One credit per person, not per profile:
// a pro whose phone or e-mail matches a profile the employer already unlocked is unlocked free.
// Unlocks of one employer are serialised by a transaction lock, and each charge carries an
// idempotency key naming the employer and the person, so two simultaneous unlocks of one pro
// charge one credit and a retried request charges nothing.

export async function unlockState(q: Queryable, employerId: number): Promise<UnlockState> {
  const [sub, rows] = await Promise.all([currentSubscriptionOrNull(q, employerId), unlocksOf(q, employerId)]);
  return {
    isGated: sub?.isGated ?? true,
    isTrial: sub?.isFreePlan ?? false,
    usedCredits: sub?.credits.used ?? 0,
    availableCredits: sub?.credits.available ?? 0,
    unlocked: rows.map((r) => ({ proUserProfileId: r.pro_user_profile_id, source: r.source, createTs: r.create_ts.toISOString() })),
  };
}

export async function unlockPros(db: Db, employerId: number, userId: number, profileIds: readonly number[], source: UnlockSource): Promise<UnlockResult> {
  const asked = [...new Set(profileIds)];
  const { newlyUnlocked, charged } = await db.transaction(async (tx) => {
    const found = new Set(await existingProfiles(tx, asked));
    const missing = asked.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`Candidate not found: ${missing.join(', ')}`);
    await lockEmployerUnlocks(tx, employerId);
    const clusters = await identityClusters(tx, asked);
    const done = new Set((await unlocksOf(tx, employerId)).map((r) => r.pro_user_profile_id));
    const fresh: number[] = [];
    let charges = 0;
    const chargedPeople = new Set<number>();
    for (const id of asked) {
      if (done.has(id)) continue;
      const person = clusters.filter((c) => c.asked === id).map((c) => c.profile_id);
      const anchor = Math.min(...person);
      fresh.push(id);
      // Already paid for under a duplicate profile, or twice in this request: no second charge.
      if (person.some((p) => done.has(p)) || chargedPeople.has(anchor)) continue;
      chargedPeople.add(anchor);
      for (const p of person) chargedPeople.add(p);
      charges += 1;
    }
    if (charges > 0) {
      const key = `pro-unlock:${employerId}:${[...fresh].sort((a, b) => a - b).join(',')}`;
      await spendTalentSearchCredits(tx, { employerId, quantity: charges, reason: `Talent search unlock of ${fresh.length} pro${fresh.length === 1 ? '' : 's'} (${source})`, idempotencyKey: key });
    }
    await insertUnlocks(tx, employerId, userId, fresh, source);
    return { newlyUnlocked: fresh, charged: charges };
  });
  return { ...(await unlockState(db, employerId)), newlyUnlocked, charged };
}
