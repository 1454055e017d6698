// Referral capture (§2.2 "a referral handler runs on every page", §3, §7 "POST referral after
// auth check"): campaign parameters of the landing address are kept for this tab until the user
// is signed in, then sent once. A campaign record is not a credential, so sessionStorage is fine.
import { referralFromSearch, type Referral } from '@floorhire/rules';
import type { KeyValueStorage } from '../session/active-employer-storage';

export const REFERRAL_STORAGE_KEY = 'floorhire.referral';

interface RemovableStorage extends KeyValueStorage {
  removeItem(key: string): void;
}

export function captureReferral(search: string, storage: RemovableStorage | null): Referral | undefined {
  const referral = referralFromSearch(search);
  if (referral && storage) {
    try {
      storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    } catch {
      // Blocked storage: the campaign is simply not attributed.
    }
  }
  return referral;
}

/** Sends the captured referral once the user is signed in; kept for a later try when it fails. */
export async function flushReferral(storage: RemovableStorage | null, post: (referral: Referral) => Promise<void>): Promise<boolean> {
  const raw = storage?.getItem(REFERRAL_STORAGE_KEY);
  if (!raw) return false;
  let referral: Referral;
  try {
    referral = JSON.parse(raw) as Referral;
  } catch {
    storage?.removeItem(REFERRAL_STORAGE_KEY);
    return false;
  }
  try {
    await post(referral);
    storage?.removeItem(REFERRAL_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
