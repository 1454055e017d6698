import { useMemo } from 'react';
import { useParams } from '@floorhire/router';
import { PRO_RECORD_TEXTS, proRecordPath } from '@floorhire/domain-pro-profile';

// The pro pages serve two audiences (ADR 206): the pro on /pro/..., and staff on a pro's record,
// /admin/pro/{proId}/... or the application route /admin/jobs/{jobId}/pro/{proId}/application/
// {applicationId}/..., where {proId} is the pro's user profile id. The route says which: the
// pages read the pro from it, and every link they draw stays inside the record.

export interface ProRecord {
  /** The pro's user profile id, from the route. */
  userProfileId: number;
  /** Where the record's sub-pages hang: /admin/pro/{id} or the application's address. */
  base: string;
  /** Opened from an application: the record's home is the application (the applicants remote's page). */
  fromApplication: boolean;
  /** Where "back" goes: all pros, or the application. */
  back: { to: string; label: string };
}

const positiveId = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The record this page shows, or null on the pro's own pages. */
export function useProRecord(): ProRecord | null {
  const params = useParams();
  const { proId, jobId, applicationId } = params;
  return useMemo(() => {
    const userProfileId = positiveId(proId);
    if (userProfileId === null) return null;
    const job = positiveId(jobId);
    const application = positiveId(applicationId);
    if (job !== null && application !== null) {
      const base = `/admin/jobs/${job}/pro/${userProfileId}/application/${application}`;
      return { userProfileId, base, fromApplication: true, back: { to: base, label: PRO_RECORD_TEXTS.backToApplication } };
    }
    return { userProfileId, base: `/admin/pro/${userProfileId}`, fromApplication: false, back: { to: '/admin/pro', label: PRO_RECORD_TEXTS.backToPros } };
  }, [proId, jobId, applicationId]);
}

/**
 * Where a pro page's link to another pro page goes: unchanged for the pro ('/pro/experience'),
 * the same sub-page of the record for staff ('/admin/pro/12/experience'). The pros' one
 * "taxonomy" page is two on a record (skills; disciplines, industries, machines), and its
 * completeness link lands on the skills part.
 */
export function recordLink(record: ProRecord | null, proPath: string): string {
  if (!record) return proPath;
  const page = proPath.replace(/^\/pro\/?/u, '');
  if (page === '') return record.base;
  return proRecordPath(record.base, page === 'taxonomy' ? 'skills' : (page as Parameters<typeof proRecordPath>[1]));
}
