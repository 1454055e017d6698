import { APPLICATION_API_TEXTS, applicantStatusLabel, settableStatuses, type ApplicantStatus } from '@floorhire/rules';
import type { Queryable } from '../../db';
import { unprocessable } from '../../http/errors';
import { queueEmail } from '../../delivery/outbox';
import type { CallerKind } from './access';
import { JOB_TITLE_SQL } from './access';

export interface StatusChange {
  applicantId: number;
  status: ApplicantStatus;
  actorId: number | null;
  caller: CallerKind;
  rejectionReason?: string | null | undefined;
  notInterestedReason?: string | null | undefined;
  /** Default true: the pro is not told. */
  silent?: boolean | undefined;
}

/** Throws 422 unless the caller may set the status (docs/decisions/101-applicant-statuses.md). */
export function assertSettable(caller: CallerKind, status: ApplicantStatus, rejectionReason: string | null | undefined): void {
  if (!settableStatuses(caller).includes(status)) throw unprocessable(APPLICATION_API_TEXTS.statusNotAllowed(status), 'status');
  if (rejectionReason && status !== 'Rejected') throw unprocessable(APPLICATION_API_TEXTS.rejectionReasonOnlyWhenRejected, 'rejectionReason');
}

/**
 * Sets an applicant's status inside the caller's transaction: locks the row, writes the history
 * entry with its creator, keeps the rejection reason, records a not-interested reason, keeps the
 * inbox in step (a pre-screened candidate is an action item while it is Client) and, unless
 * silent, tells the pro through the outbox. Setting the status it already has changes nothing,
 * so retries and bulk runs are idempotent.
 */
export async function changeStatus(tx: Queryable, change: StatusChange): Promise<{ changed: boolean }> {
  const row = await tx.one<{ status: ApplicantStatus; rejection_reason: string | null; job_id: number; employer_id: number; user_profile_id: number }>(
    `select ja.status, ja.rejection_reason, ja.job_id, j.employer_id, ja.user_profile_id from job_applicants ja join jobs j on j.id = ja.job_id where ja.id = $1 for update of ja`,
    [change.applicantId],
  );
  if (!row) return { changed: false };
  const reason = change.status === 'Rejected' ? (change.rejectionReason ?? null) : null;
  if (row.status === change.status && (change.status !== 'Rejected' || change.rejectionReason === undefined || reason === row.rejection_reason)) {
    return { changed: false };
  }
  await tx.query(
    `update job_applicants set status = $2, rejection_reason = $3, update_ts = now(),
       submit_ts = case when $2 = 'Client' then coalesce(submit_ts, now()) else submit_ts end,
       apply_ts = case when $2 = 'New' then coalesce(apply_ts, now()) else apply_ts end
     where id = $1`,
    [change.applicantId, change.status, reason],
  );
  const historyReason = change.status === 'Rejected' ? reason : change.status === 'Not interested' ? (change.notInterestedReason ?? null) : null;
  await tx.query('insert into job_applicant_status_history (job_applicant_id, status, creator_id, reason) values ($1, $2, $3, $4)', [
    change.applicantId,
    change.status,
    change.actorId,
    historyReason,
  ]);
  if (change.status === 'Not interested' && change.notInterestedReason) {
    await tx.query('insert into not_interested_reasons (job_applicant_id, reason) values ($1, $2)', [change.applicantId, change.notInterestedReason]);
  }
  if (change.status === 'Client') {
    await tx.query(
      `insert into inbox_items (type, employer_id, job_id, pro_id, job_applicant_id)
       select 'prescreened candidate', $2, $3, $4, $1
       where not exists (select 1 from inbox_items where job_applicant_id = $1 and type = 'prescreened candidate' and not read)`,
      [change.applicantId, row.employer_id, row.job_id, row.user_profile_id],
    );
  } else {
    // A candidate who left pre-screened is no longer an action item.
    await tx.query(`delete from inbox_items where job_applicant_id = $1 and type = 'prescreened candidate'`, [change.applicantId]);
  }
  if (change.silent === false && change.caller !== 'pro') await notifyPro(tx, change.applicantId, change.status);
  return { changed: true };
}

async function notifyPro(tx: Queryable, applicantId: number, status: ApplicantStatus): Promise<void> {
  const info = await tx.one<{ email: string; name_first: string; user_profile_id: number; title: string; employer: string; anonymous: boolean; notification_email: number }>(
    `select u.email, u.name_first, u.id as user_profile_id, u.notification_email, ${JOB_TITLE_SQL} as title, e.name as employer, j.anonymous
     from job_applicants ja join user_profiles u on u.id = ja.user_profile_id join jobs j on j.id = ja.job_id
     join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id where ja.id = $1`,
    [applicantId],
  );
  if (!info || info.notification_email !== 1) return;
  const company = info.anonymous ? 'the employer' : info.employer;
  const label = applicantStatusLabel(status, 'employer') || status;
  await queueEmail(tx, {
    to: info.email,
    subject: `Update on your application for ${info.title}`,
    text: `Hi ${info.name_first},\n\nYour application for ${info.title} at ${company} is now: ${label}.\n\nThe FloorHire team`,
    template: 'applicant-status',
    userProfileId: info.user_profile_id,
  });
}
