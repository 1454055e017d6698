// Fixed-window counters in process memory. Enough for one API process; several processes
// behind a load balancer each count on their own (docs/decisions/034-rate-limits.md).
export class RateLimiter {
  private readonly buckets = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  /** Counts one hit; false when the bucket is over its limit. */
  hit(key: string, max: number, windowMs: number, now = Date.now()): boolean {
    if (now - this.lastSweep > 60_000 || this.buckets.size > 50_000) this.sweep(now);
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      this.buckets.set(key, { count: 1, resetAt: now + windowMs });
      return true;
    }
    bucket.count += 1;
    return bucket.count <= max;
  }

  /** True when the bucket has already used its limit; counts nothing. */
  exhausted(key: string, max: number, now = Date.now()): boolean {
    const bucket = this.buckets.get(key);
    return !!bucket && bucket.resetAt > now && bucket.count >= max;
  }

  reset(): void {
    this.buckets.clear();
  }

  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
    this.lastSweep = now;
  }
}
