import { APPLICANT_STATUSES, promisePool, type ApplicantStatus, linkTo } from '@floorhire/rules';
import { APPLICANT_TEXTS } from '../texts/ui';
import { APPLICANT_FILTER_TABS, APPLICANT_GROUPS, applicantStatusLabel } from './catalogues';

// Applicant pipeline rules of spec 001 §4-§5 shared by the applicants remote and the API
// (docs/decisions/101-applicant-statuses.md).

export type ApplicantFilterTab = (typeof APPLICANT_FILTER_TABS)[number];
export type ApplicantViewer = 'staff' | 'employer';

/** Pseudo statuses of §4: All, and the employer's new applications (New or Contact). */
export const APPLICANT_PSEUDO_STATUSES = ['All', 'employerNew'] as const;
export type ApplicantPseudoStatus = (typeof APPLICANT_PSEUDO_STATUSES)[number];

const allOpen = APPLICANT_STATUSES.filter((s) => !(APPLICANT_GROUPS.excludedFromAllOpen as readonly string[]).includes(s));

/**
 * Statuses behind each filter tab. "Other" holds what no other tab shows (Notified and Not
 * interested), which only staff see; "All Open" leaves out Rejected, Not interested, Notified
 * and Hired.
 */
export const APPLICANT_TAB_STATUSES: Readonly<Record<ApplicantFilterTab, readonly ApplicantStatus[]>> = {
  'New Applicants': APPLICANT_GROUPS.employerNew,
  Engaged: ['Client'],
  Review: ['Review'],
  Interview: ['Interview'],
  Other: ['Notified', 'Not interested'],
  'All Open': allOpen,
  Offer: ['Offer'],
  Hired: ['Hired'],
  Rejected: ['Rejected'],
};

export function statusesOfPseudo(pseudo: ApplicantPseudoStatus): readonly ApplicantStatus[] {
  return pseudo === 'All' ? allOpen : APPLICANT_GROUPS.employerNew;
}

/** What a viewer may see: Notified and Not interested are hidden from employers. */
export function visibleStatuses(viewer: ApplicantViewer): readonly ApplicantStatus[] {
  return viewer === 'staff' ? APPLICANT_STATUSES : APPLICANT_STATUSES.filter((s) => !(APPLICANT_GROUPS.hiddenFromEmployers as readonly string[]).includes(s));
}

/** Statuses of a tab that the viewer may see. */
export function tabStatuses(tab: ApplicantFilterTab, viewer: ApplicantViewer): ApplicantStatus[] {
  const visible = visibleStatuses(viewer);
  return APPLICANT_TAB_STATUSES[tab].filter((s) => visible.includes(s));
}

/** Tabs offered to a viewer: employers have nothing under Other. */
export function applicantTabs(viewer: ApplicantViewer): ApplicantFilterTab[] {
  return APPLICANT_FILTER_TABS.filter((tab) => tabStatuses(tab, viewer).length > 0);
}

/**
 * Statuses a viewer may set. Staff set any; employers set those they can see (Notified is the
 * outreach state and Not interested is the pro's own withdrawal). A pro only withdraws.
 */
export function settableStatuses(viewer: ApplicantViewer | 'pro'): readonly ApplicantStatus[] {
  if (viewer === 'pro') return ['Not interested'];
  return visibleStatuses(viewer);
}

/** Options of the staff status selector and the employer bulk menu, with display names. */
export function statusOptions(viewer: ApplicantViewer): { value: ApplicantStatus; label: string }[] {
  const seen = new Set<string>();
  return settableStatuses(viewer)
    .map((value) => ({ value, label: applicantStatusLabel(value, viewer) || value }))
    .filter((o) => (viewer === 'staff' || !seen.has(o.label)) && seen.add(o.label));
}

// Search (spec 001 §5): names accept letters, apostrophe, comma, period, space, hyphen; phone
// search uses digits only; non-printable characters are removed first.
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/gu;
const NAME_CHARS = /[^\p{L}',. -]/gu;
const PHONE_SHAPE = /^[\d\s().+-]+$/u;

export type ApplicantSearch = { kind: 'name'; text: string } | { kind: 'phone'; digits: string };

export function parseApplicantSearch(raw: string | null | undefined): ApplicantSearch | null {
  const text = (raw ?? '').replace(NON_PRINTABLE, '').trim();
  if (!text) return null;
  if (PHONE_SHAPE.test(text) && /\d/u.test(text)) {
    const digits = text.replace(/\D/gu, '');
    return digits ? { kind: 'phone', digits } : null;
  }
  const name = text.replace(NAME_CHARS, '').replace(/\s+/gu, ' ').trim();
  return name ? { kind: 'name', text: name } : null;
}

// Timeline (spec 001 §4).
export interface StatusHistoryLike {
  status: ApplicantStatus;
  createTs: string;
  creatorId?: number | null;
  creator?: { nameFirst: string; nameLast: string } | null;
  reason?: string | null;
}

export interface NotInterestedReasonLike {
  reason: string;
  updateTs: string;
}

export interface TimelineEntry {
  text: string;
  status: ApplicantStatus;
  createTs: string;
  creatorName: string | null;
}

/**
 * The first New entry reads "Application created"; the others "Status changed to {display
 * name}"; a rejection appends ": reason"; a not-interested entry appends the latest reason.
 * Entries come oldest first.
 */
export function applicantTimeline(
  histories: readonly StatusHistoryLike[],
  options: { viewer?: ApplicantViewer; rejectionReason?: string | null; notInterestedReasons?: readonly NotInterestedReasonLike[] } = {},
): TimelineEntry[] {
  const viewer = options.viewer ?? 'employer';
  const sorted = [...histories].sort((a, b) => a.createTs.localeCompare(b.createTs));
  const latestReason = [...(options.notInterestedReasons ?? [])].sort((a, b) => b.updateTs.localeCompare(a.updateTs))[0]?.reason;
  // Outreach (Notified) may come before the application; the first New is still its creation.
  const firstNew = sorted.findIndex((h) => h.status === 'New');
  return sorted.map((h, index) => {
    let text: string;
    if (index === firstNew && sorted.slice(0, index).every((e) => e.status === 'Notified')) text = APPLICANT_TEXTS.applicationCreated;
    else text = APPLICANT_TEXTS.statusChangedTo(applicantStatusLabel(h.status, viewer) || h.status);
    if (h.status === 'Rejected') {
      const reason = h.reason ?? options.rejectionReason;
      if (reason) text = `${text}: ${reason}`;
    }
    if (h.status === 'Not interested') {
      const reason = h.reason ?? latestReason;
      if (reason) text = `${text}: ${reason}`;
    }
    const creatorName = h.creator ? `${h.creator.nameFirst} ${h.creator.nameLast}`.trim() : null;
    return { text, status: h.status, createTs: h.createTs, creatorName };
  });
}

// Bulk status change (spec 001 §4, §8): run as a pool of 5, skipping applicants already there.
export interface BulkOutcome {
  changed: number;
  skipped: number;
  failed: number;
  /** The notice to show, in the spec's words. */
  message: string;
  type: 'success' | 'info' | 'error' | 'warning';
}

export function bulkStatusNotice(changed: number, failed: number, skipped = 0): BulkOutcome {
  if (failed > 0 && changed === 0) return { changed, skipped, failed, message: APPLICANT_TEXTS.setStatusFailed, type: 'error' };
  if (failed > 0) return { changed, skipped, failed, message: APPLICANT_TEXTS.setSomeStatusesFailed, type: 'warning' };
  if (changed === 0) return { changed, skipped, failed, message: APPLICANT_TEXTS.noStatusChanged, type: 'info' };
  return { changed, skipped, failed, message: changed === 1 ? APPLICANT_TEXTS.statusChanged : APPLICANT_TEXTS.statusesChanged, type: 'success' };
}

/**
 * Sets `target` on every applicant not already in it, at most `concurrency` calls at a time.
 * `patch` answers whether the server changed anything (it also skips a no-op).
 */
export async function runBulkStatusChange<A extends { id: number; status: string }>(
  applicants: readonly A[],
  target: ApplicantStatus,
  patch: (applicant: A) => Promise<{ changed: boolean }>,
  concurrency = 5,
): Promise<BulkOutcome> {
  const todo = applicants.filter((a) => a.status !== target);
  const results = await promisePool(todo, patch, concurrency);
  let changed = 0;
  let failed = 0;
  for (const r of results) {
    if (r.status === 'rejected') failed += 1;
    else if (r.value.changed) changed += 1;
  }
  return bulkStatusNotice(changed, failed, applicants.length - todo.length);
}

/** Link to an applicant in the viewer's area (spec 001 §2): staff under /admin, employers under /employer, a pro to their application. */
export function applicantUrl(viewer: 'staff' | 'employer' | 'pro', jobId: number, proId: number, jobApplicantId: number, query: { tab?: string } = {}): string {
  if (viewer === 'pro') return linkTo('proApplication', { id: jobApplicantId }, query);
  return linkTo(viewer === 'staff' ? 'adminApplicant' : 'employerApplicant', { jobId, proId, applicationId: jobApplicantId }, query);
}
