// The betting cut-off (docs/decisions/betting-and-settlement.md, "Markets close 60 s before kick-off"): a match takes bets until one
// minute before its kick-off, by the clock of whoever asks. The server refuses a ticket inside the window
// (MATCH_STARTING_SOON) and its odds job suspends the match's markets; the slip marks such a pick closed
// before it is sent. Pure: the caller passes both instants (milliseconds since the epoch).

/** Markets close this long before kick-off. */
export const CLOSE_BEFORE_KICKOFF_MS = 60_000;

/** True when a match kicking off at `startMs` takes no more bets at `nowMs` (60 s or less to go, or started). */
export function bettingClosed(startMs: number, nowMs: number): boolean {
  return startMs - nowMs <= CLOSE_BEFORE_KICKOFF_MS;
}

/** The latest kick-off that is closed at `nowMs`: bettingClosed(start, now) exactly when start ≤ this (a SQL bound). */
export function latestClosedKickoffMs(nowMs: number): number {
  return nowMs + CLOSE_BEFORE_KICKOFF_MS;
}
