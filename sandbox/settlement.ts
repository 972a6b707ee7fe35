/**
 * Settlement days (T+n) as the payment methods' facts state them, counted in
 * business days in Manila (UTC+8), Monday to Friday. Payouts are made on
 * business days only. Public holidays are not modelled.
 */
const manilaOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/** The Manila calendar date of an instant, `YYYY-MM-DD`. */
export function manilaDate(ms: number): string {
  return new Date(ms + manilaOffsetMs).toISOString().slice(0, 10);
}

export function isBusinessDay(ms: number): boolean {
  const weekday = new Date(ms + manilaOffsetMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** `T+3` → 3. */
export function settlementDays(settlement: string): number {
  const match = /^T\+(\d+)$/.exec(settlement);
  if (!match) throw new Error(`Sandbox: a settlement is written T+<days>, got "${settlement}".`);
  return Number(match[1]);
}

/** The Manila date `days` business days after the day of `paidAtMs` (T+days): when its funds can be paid out. */
export function settlementDate(paidAtMs: number, days: number): string {
  let at = paidAtMs;
  for (let counted = 0; counted < days;) {
    at += dayMs;
    if (isBusinessDay(at)) counted++;
  }
  return manilaDate(at);
}
