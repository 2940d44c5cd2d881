// What the Golden Race and Kiron wallet handlers share: their amounts are decimals of the currency unit
// (casino-protocols §3 leaves units [U]; the plainest reading, ETB with at most two decimals), which only the
// adapters convert, so the core sees cents; ids may arrive as text or numbers; and their round ids are scoped by
// player, because a virtual event (one race, one match day) is shared by every player who bets on it while the
// core's rounds belong to one player.

/** Cents of a decimal amount, or null when it is not a finite amount ≥ 0 in whole cents. */
export function centsOf(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    return null;
  }
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

/** A decimal of the currency unit from cents (what the supplier shows the player). */
export const unitsOf = (cents: number): number => cents / 100;

/** An id given as text or as a whole number; null when absent or of another shape. */
export function idText(v: unknown): string | null {
  if (typeof v === 'string' && v.trim() !== '') {
    return v.trim();
  }
  return typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null;
}

/** The core's round id for a supplier round of one player. */
export const playerRound = (userId: string, round: string): string => `${userId}:${round}`;
