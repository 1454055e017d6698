import * as v from 'valibot';

// The first-apply session data of spec 002 §2: jobId, jobTitleId, profile (nameFirst,
// nameLast, phone, postalCode, email), resume data, the signUp flag and redirectRoute.
// It lives in sessionStorage: it holds no token or password (those stay with the shell and the
// API's httpOnly cookie), it must survive the full page load that starts the new session, and
// it should die with the tab. ADR 213.

export const APPLY_DRAFT_KEY = 'floorhire.apply.v1';
export const REDIRECT_ROUTES = ['/apply/create-profile', '/apply/resume', '/open-jobs'] as const;

const Text = v.optional(v.pipe(v.string(), v.maxLength(300)));
export const ApplyDraftSchema = v.object({
  jobId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  jobTitleId: v.optional(v.nullable(v.number())),
  profile: v.optional(v.object({ nameFirst: Text, nameLast: Text, phone: Text, postalCode: Text, email: Text })),
  resumeData: v.optional(v.nullable(v.object({ fileName: v.string(), resumeUrl: v.optional(v.nullable(v.string())) }))),
  signUp: v.optional(v.boolean()),
  redirectRoute: v.optional(v.picklist(REDIRECT_ROUTES)),
  analyticOptions: v.optional(v.object({ source: Text, channel: Text, medium: Text, campaign: Text })),
});
export type ApplyDraft = v.InferOutput<typeof ApplyDraftSchema>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(store: Store | null = storage()): ApplyDraft | null {
  const raw = store?.getItem(APPLY_DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(ApplyDraftSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: ApplyDraft, store: Store | null = storage()): void {
  store?.setItem(APPLY_DRAFT_KEY, JSON.stringify(v.parse(ApplyDraftSchema, draft)));
}

export function updateDraft(change: Partial<ApplyDraft>, store: Store | null = storage()): ApplyDraft | null {
  const current = readDraft(store);
  if (!current) return null;
  const next = { ...current, ...change };
  writeDraft(next, store);
  return next;
}

export function clearDraft(store: Store | null = storage()): void {
  store?.removeItem(APPLY_DRAFT_KEY);
}
