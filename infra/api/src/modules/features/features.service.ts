import { STAFF_EMAIL_TEXTS } from '@floorhire/domain-staff';
import { API_ERRORS } from '@floorhire/rules';
import type { EmployerFeatureDto, EmployerFeatureUpdate } from '@floorhire/schemas';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable, Tx } from '../../db';
import { queueEmail } from '../../delivery/outbox';
import { publish } from '../../events';
import { forbidden, notFound } from '../../http/errors';
import { addTalentSearchRequest, resolveTalentSearchRequest } from '../staff';
import { employerAdmins, existingEmployerIds, storedFeatures, upsertFeature } from './features.repository';

// Employer features (spec 002 §3, §7 "Features"): each feature of each asked employer, the
// stored status or 'disabled' when never set. docs/decisions/132-employer-features.md.

export async function featuresOf(q: Queryable, employerIds: readonly number[], names: readonly EmployerFeatureDto['featureName'][]): Promise<EmployerFeatureDto[]> {
  const stored = new Map((await storedFeatures(q, employerIds, names)).map((r) => [`${r.employer_id}|${r.feature_name}`, r.feature_status]));
  // Only employers that exist are answered for: an unknown id yields nothing.
  const existing = await existingEmployerIds(q, employerIds);
  return existing.flatMap((id) => names.map((featureName) => ({ employerId: id, featureName, featureStatus: stored.get(`${id}|${featureName}`) ?? 'disabled' })));
}

/**
 * POST employer-feature (spec 002 §7). Staff switch any feature of any employer; an employer's
 * own user may only ask for Talent Search (Disabled → Requested), which staff then enable or
 * decline. Setting the stored status again changes nothing, so a retried call is harmless.
 * docs/decisions/192-employer-feature-writes.md.
 */
export async function setFeature(db: Db, auth: AuthContext, body: EmployerFeatureUpdate): Promise<EmployerFeatureDto> {
  return db.transaction(async (tx) => {
    const [employer] = await existingEmployerIds(tx, [body.employerId]);
    if (employer === undefined) throw notFound(API_ERRORS.notFound);
    const current = (await storedFeatures(tx, [body.employerId], [body.featureName]))[0]?.feature_status;
    if (!auth.isStaff) {
      const asking = body.featureName === 'Talent Search' && body.featureStatus === 'Requested';
      if (!asking) throw forbidden();
      // Asking again, or asking for what is already on, leaves the status as it is.
      if (current === 'Requested' || current === 'Enabled' || current === 'enabled') {
        return { employerId: body.employerId, featureName: body.featureName, featureStatus: current };
      }
    }
    if (current !== body.featureStatus) {
      await upsertFeature(tx, body.employerId, body.featureName, body.featureStatus);
      // The employer's open pages hear it on the event stream and read their plan again (ADR 306).
      await publish(tx, { topic: `employer:${body.employerId}`, type: 'feature.changed', payload: { employerId: body.employerId, featureName: body.featureName, featureStatus: body.featureStatus } });
      if (body.featureName === 'Talent Search') await talentSearchChanged(tx, auth, body.employerId, current, body.featureStatus);
    }
    return { employerId: body.employerId, featureName: body.featureName, featureStatus: body.featureStatus };
  });
}

/**
 * Talent Search requests (spec 002 §6, ADR 306): an employer asking puts an item in the staff
 * inbox; staff answering (Enabled, or back to Disabled) handles it and e-mails the employer's
 * Company Admins.
 */
async function talentSearchChanged(tx: Tx, auth: AuthContext, employerId: number, before: string | undefined, after: EmployerFeatureDto['featureStatus']): Promise<void> {
  if (after === 'Requested') {
    await addTalentSearchRequest(tx, employerId, auth.isStaff ? null : auth.userId);
    return;
  }
  const handled = await resolveTalentSearchRequest(tx, employerId, auth.isStaff ? auth.userId : null, after);
  const enabled = after === 'Enabled';
  // Switched on: the employer hears it; switched off: only when that answers their request.
  const declined = !enabled && (before === 'Requested' || handled > 0);
  if (!auth.isStaff || (!enabled && !declined)) return;
  const admins = await employerAdmins(tx, employerId);
  for (const admin of admins) {
    const text = enabled ? STAFF_EMAIL_TEXTS.talentSearchEnabled(admin.employer_name) : STAFF_EMAIL_TEXTS.talentSearchDeclined(admin.employer_name);
    await queueEmail(tx, {
      to: admin.email,
      subject: enabled ? STAFF_EMAIL_TEXTS.talentSearchEnabledSubject : STAFF_EMAIL_TEXTS.talentSearchDeclinedSubject,
      text: `Hi ${admin.name_first || 'there'},\n\n${text}\n`,
      template: enabled ? 'feature.talent-search.enabled' : 'feature.talent-search.declined',
      userProfileId: admin.id,
    });
  }
}
