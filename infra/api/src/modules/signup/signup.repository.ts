import type { Queryable } from '../../db';

// What the 4-step guest employer sign-up collected (spec 000 §2.5).
export async function insertEmployerSignup(
  q: Queryable,
  s: { employerId: number; userId: number; position: string; location: string; recruitingPriority: string; foundVia: string; foundViaOther: string | null },
): Promise<void> {
  await q.query(
    `insert into employer_signups (employer_id, user_profile_id, position, location, recruiting_priority, found_via, found_via_other)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [s.employerId, s.userId, s.position, s.location, s.recruitingPriority, s.foundVia, s.foundViaOther],
  );
}
