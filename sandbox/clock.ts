/**
 * The sandbox's sense of time. Every timeout, expiry and window reads
 * `now()`; nothing reads the wall clock directly, so tests move time with
 * `advance(ms)` instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Moves time forward (never back). */
  advance(ms: number): void;
  /**
   * What a webhook receiver's own clock reads now (ms): deliveries are signed
   * at it when listed, so that a handler checking the 300-second tolerance
   * against its clock accepts a delivery replayed after a skip ahead.
   */
  receiverNow(): number;
}

/** Time that moves only when told: tests and the in-browser sandbox. */
export function virtualClock(startMs = Date.UTC(2025, 5, 5, 2, 0, 0)): Clock {
  let current = startMs;
  return {
    now: () => current,
    // Receivers in a virtual world (tests, the reader's browser) share its time.
    receiverNow: () => current,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`advance() takes a non-negative number of ms, got ${ms}.`);
      current += ms;
    },
  };
}

/**
 * Wall-clock time plus whatever the control surface skipped ahead: the local
 * server, where rate limits must refill on their own but a developer still
 * wants to jump past a 15-minute expiry.
 */
export function wallClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    // A developer's handler runs on the real clock: a skip does not move it.
    receiverNow: () => Date.now(),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`advance() takes a non-negative number of ms, got ${ms}.`);
      offset += ms;
    },
  };
}

const unitMs: Readonly<Record<string, number>> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

const numberWords: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** A duration as the facts write it ("15 minutes", "five days", "24 hours", "7 calendar days") in ms. */
export function durationMs(text: string): number {
  const match = /^(\d+|[a-z]+) (?:calendar )?(second|minute|hour|day)s?$/.exec(text.trim());
  const count = match ? (/^\d+$/.test(match[1] ?? '') ? Number(match[1]) : numberWords[match[1] ?? '']) : undefined;
  const unit = match ? unitMs[match[2] ?? ''] : undefined;
  if (count === undefined || unit === undefined) {
    throw new Error(`Sandbox: cannot read the duration "${text}" from the facts; write it as "<n> <unit>s".`);
  }
  return count * unit;
}

/** Each retry's time after a delivery's first attempt, in ms, in order (the facts key them by attempt number). */
export function retryOffsetsMs(retryAfterFirstAttempt: Readonly<Record<string, string>>): number[] {
  return Object.entries(retryAfterFirstAttempt)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, after]) => durationMs(after));
}

/** Unix seconds, as every timestamp in the API is written. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
