// A payment's status read from its gateway and applied (callbacks, the poller, a player's retry): a readable status
// moves the payment through transitions.ts; a pending one past its expiry that the gateway does not hold as a
// payout in flight becomes expired.
import type { GatewayAdapter } from './adapters/types.ts';
import { orderOf, type PaymentsDeps } from './deps.ts';
import type { PaymentRow } from './records.ts';
import { applyReading, type MoveResult } from './transitions.ts';

/** The first poll waits this long; then 10 s, 30 s, 1 min, then every 5 min (payments-protocols.md §5.1). */
const BACKOFF_MS = [5_000, 10_000, 30_000, 60_000, 300_000];
export const backoffMs = (polls: number): number => BACKOFF_MS[Math.min(polls, BACKOFF_MS.length - 1)] ?? 300_000;

/** Asks the gateway for a payment's status and applies it; pending past its expiry becomes expired. */
export async function refresh(deps: PaymentsDeps, row: PaymentRow, source: string): Promise<MoveResult> {
  let reading: Awaited<ReturnType<GatewayAdapter['status']>> = null;
  try {
    reading = await deps.adapters[row.gateway].status(orderOf(row));
  } catch (err) {
    deps.log(`payment ${row.id}: status query failed`, err);
  }
  if (reading?.state != null && reading.state !== row.state) {
    return applyReading(
      deps.db,
      row.id,
      { to: reading.state, source, word: reading.word, amountCents: reading.amountCents, gatewayTxnId: reading.gatewayTxnId },
      deps.now(),
    );
  }
  // A pending payout the gateway knows may still be paid: it is never expired here (reconciliation reports it).
  const payoutInFlight = row.flow === 'withdrawal' && row.gateway === 'santimpay' && reading?.state === 'pending';
  const stillPending = row.state === 'pending' && (reading === null || reading.state === null || reading.state === 'pending') && !payoutInFlight;
  if (stillPending && new Date(row.expires_at).getTime() <= deps.now()) {
    return applyReading(deps.db, row.id, { to: 'expired', source: 'expiry', word: reading?.word ?? null }, deps.now());
  }
  return { moved: false, payment: row };
}
