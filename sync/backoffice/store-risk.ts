// The risk desk's part of the back office store (issue 33). `riskLimits` holds the stake and win limits in force, a
// row per scope and target in the server's order (newest first: `position`); a list read or the answer to a limit
// set or removed replaces the table whole, so a removed limit does not survive. `riskFlags` holds the flagged
// players in the server's order (a player may be flagged more than once: a row per flag), their related players as
// a JSON list. `resettlements` holds, per match, the approval request a resettlement asked for last, and
// `resultsEntered` what entering its result did (stored: 0 when the same result was there; tickets settled).
import type { Store } from 'tinybase/store';
import type { FlaggedPlayerRow, Outcome, RiskLimitRow } from './events.ts';

export const RISK_TABLES = ['riskLimits', 'riskFlags', 'resettlements', 'resultsEntered'] as const;

/** A limit's row id: its scope and target (a market's target is match/market/specifier). */
export const limitKey = (scope: string, scopeId: string): string => `${scope}|${scopeId}`;

/** A flag's row id: the player, then its place in the server's list (a player may be flagged more than once). */
export const flagKey = (userId: string, position: number): string => `${userId}|${position}`;

type Cells = Record<string, string | number>;

/** A limit's cells; a limit that is null (none at that scope) is no cell. */
function limitCells(limit: RiskLimitRow, position: number): Cells {
  const cells: Cells = { ...limit, position } as Cells;
  for (const key of ['max_stake', 'max_win'] as const) {
    if (limit[key] === null) {
      delete cells[key];
    }
  }
  return cells;
}

const flagCells = (flag: FlaggedPlayerRow, position: number): Cells => ({ ...flag, related: JSON.stringify(flag.related), position });

/** Applies a risk desk outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyRiskOutcome(store: Store, outcome: Outcome): void {
  switch (outcome.type) {
    case 'RiskLimitsLoaded':
      store.setTable('riskLimits', Object.fromEntries(outcome.rows.map((l, i) => [limitKey(l.scope, l.scope_id), limitCells(l, i)])));
      break;
    case 'RiskFlagsLoaded':
      store.setTable('riskFlags', Object.fromEntries(outcome.rows.map((f, i) => [flagKey(f.user_id, i), flagCells(f, i)])));
      break;
    case 'ResettlementRequested':
      store.setRow('resettlements', outcome.matchId, { approval_id: outcome.approvalId });
      break;
    case 'ResultEntered':
      store.setRow('resultsEntered', outcome.matchId, { stored: outcome.stored, settled: outcome.settled });
      break;
  }
}
