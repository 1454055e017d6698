// Spec 002 §2: the messaging screen lands on the employer inbox or the conversations. The
// choice is remembered per user in this browser (ADR 225); nothing secret is stored.

export const LANDING_CHOICES = ['conversations', 'employer-inbox'] as const;
export type LandingChoice = (typeof LANDING_CHOICES)[number];
export const DEFAULT_LANDING: LandingChoice = 'conversations';

export const landingKey = (userId: number) => `floorhire.messaging.landing.v1.${userId}`;

export function asLanding(value: string | null | undefined): LandingChoice | null {
  return (LANDING_CHOICES as readonly string[]).includes(value ?? '') ? (value as LandingChoice) : null;
}

/** The view to show: the address wins (every state is a link), then the remembered choice. */
export function landingFor(address: string | null, remembered: string | null): LandingChoice {
  return asLanding(address) ?? asLanding(remembered) ?? DEFAULT_LANDING;
}

export function readLanding(storage: Pick<Storage, 'getItem'> | undefined, userId: number): string | null {
  try {
    return storage?.getItem(landingKey(userId)) ?? null;
  } catch {
    // Storage can be switched off; the default then applies.
    return null;
  }
}

export function rememberLanding(storage: Pick<Storage, 'setItem'> | undefined, userId: number, choice: LandingChoice): void {
  try {
    storage?.setItem(landingKey(userId), choice);
  } catch {
    // Not remembered: the choice still applies to this visit.
  }
}
