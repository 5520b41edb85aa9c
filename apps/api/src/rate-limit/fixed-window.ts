// A small fixed-window limiter: at most `limit` hits per key per `windowMs`. Kept in memory
// of this process; with several API processes each enforces its own share (see README,
// Scaling), which still bounds abuse per process.
export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitDecision;
  reset(key?: string): void;
}

export interface FixedWindowOptions {
  limit: number;
  windowMs: number;
  /** Upper bound on tracked keys, so a flood of distinct keys cannot grow memory unbounded. */
  maxKeys?: number;
}

export function createFixedWindowLimiter({ limit, windowMs, maxKeys = 50_000 }: FixedWindowOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (now - entry.start >= windowMs) windows.delete(key);
  };

  return {
    hit(key, now = Date.now()) {
      let entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        if (!entry && windows.size >= maxKeys) sweep(now);
        entry = { start: now, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
      return { allowed: entry.count <= limit, remaining: Math.max(0, limit - entry.count), retryAfterSeconds };
    },
    reset(key) {
      if (key === undefined) windows.clear();
      else windows.delete(key);
    },
  };
}
