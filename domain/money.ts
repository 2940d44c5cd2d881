// Money is integer cents inside domain/ and the server; the wire carries ETB numbers with 2 decimals.
// Rounding is half away from zero (DESIGN.md), applied once at the boundary.

/** ETB (a number, possibly with float noise) → integer cents, half away from zero. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`not a finite amount: ${amount}`);
  }
  const scaled = Math.abs(amount) * 100;
  // 1.005 * 100 = 100.49999…: nudge by a relative epsilon so decimal halves round away from zero.
  const cents = Math.round(scaled + scaled * Number.EPSILON * 8);
  return amount < 0 ? -cents : cents;
}

/** Integer cents → an ETB number with at most 2 decimals (for the wire). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** '1,234.50 ETB' style display with 2 decimals (spec §5), from cents. */
export function formatCents(cents: number, currency = 'ETB'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}
