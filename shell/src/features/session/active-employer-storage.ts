// The active employer per user is remembered in browser storage (spec 000 §4). It is an id,
// not a credential, so localStorage is fine here.
const key = (userId: number) => `floorhire.activeEmployer.${userId}`;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readActiveEmployer(storage: KeyValueStorage | null, userId: number): number | null {
  try {
    const raw = storage?.getItem(key(userId)) ?? null;
    return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

export function writeActiveEmployer(storage: KeyValueStorage | null, userId: number, employerId: number): void {
  try {
    storage?.setItem(key(userId), String(employerId));
  } catch {
    // Storage full or blocked (private mode): the choice simply is not remembered.
  }
}

/** The remembered employer when it is still one of the user's, else the first one. */
export function pickActiveEmployer(remembered: number | null, employerIds: readonly number[]): number | null {
  if (remembered !== null && employerIds.includes(remembered)) return remembered;
  return employerIds[0] ?? null;
}
