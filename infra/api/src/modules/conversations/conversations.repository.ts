import type { ConversationHeader } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';

// Conversation headers of one employer (spec 002 §7 Messaging). docs/decisions/133-conversation-headers.md.

interface HeaderRow {
  id: number;
  employer_id: number;
  user_profile_id: number;
  latest_message_text: string | null;
  active_ts: Date;
  read: boolean;
  job_id: number | null;
  job_title: string | null;
  job_applicant_status: ConversationHeader['jobApplicantStatus'];
}

/** The employer's conversations among the ids, newest activity first; other ids are absent. */
export async function headersOf(q: Queryable, employerId: number, conversationIds: readonly number[]): Promise<ConversationHeader[]> {
  const { rows } = await q.query<HeaderRow>(
    `select c.id, c.employer_id, c.user_profile_id, c.latest_message_text, c.active_ts, c.read, c.job_id,
            case when j.id is null then null else ${JOB_TITLE_SQL} end as job_title,
            coalesce(ja.status, jp.status) as job_applicant_status
       from conversations c
       left join jobs j on j.id = c.job_id
       left join job_titles jt on jt.id = j.job_title_id
       left join job_applicants ja on ja.id = c.job_applicant_id
       left join job_applicants jp on ja.id is null and jp.job_id = c.job_id and jp.user_profile_id = c.user_profile_id
      where c.employer_id = $1 and c.id = any($2::int[])
      order by c.active_ts desc, c.id desc`,
    [employerId, [...new Set(conversationIds)]],
  );
  return rows.map((r) => ({
    conversationId: r.id,
    employerId: r.employer_id,
    userProfileId: r.user_profile_id,
    latestMessageText: r.latest_message_text,
    activeTs: new Date(r.active_ts).toISOString(),
    read: r.read,
    jobId: r.job_id,
    jobTitle: r.job_title,
    jobApplicantStatus: r.job_applicant_status,
  }));
}
