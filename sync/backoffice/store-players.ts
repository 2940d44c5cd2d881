// The players desk's part of the back office store (issue 33). A search's answer is its own list: `playerResults`
// holds a row per query and player (position in the server's order, newest first), `playerSearches` says a query was
// answered (and how many it found), `playerSummaries` the found players' lines. A profile is kept per player, so a
// page never shows another player's facts while its own are read: `playerProfiles` a row of the single facts (the
// player, the wallet and points, the age confirmation and the self-exclusion in force), and a table per list of the
// profile — `playerLimits`, `playerSessions`, `playerNotes`, `playerTickets`, `playerPayments`, `playerStatement` —
// each row carrying its player and position, each indexed by player in the server's order. A profile's answer, read
// or left by a change, replaces all of them at once; `playerRequests` holds the last limit change asked for.
import type { Indexes } from 'tinybase/indexes';
import type { Store } from 'tinybase/store';
import type { Outcome, PlayerProfileAnswer } from './events.ts';
import { cellsOf } from './cells.ts';

/** A profile's lists: the table each goes to and the index (by player, in order) that reads it. */
const PARTS = {
  playerLimits: 'limitsByPlayer',
  playerSessions: 'sessionsByPlayer',
  playerNotes: 'notesByPlayer',
  playerTickets: 'ticketsByPlayer',
  playerPayments: 'paymentsByPlayer',
  playerStatement: 'statementByPlayer',
} as const;
type PartTable = keyof typeof PARTS;

export const PLAYER_INDEX = {
  playersByQuery: 'playersByQuery',
  limitsByPlayer: 'limitsByPlayer',
  sessionsByPlayer: 'sessionsByPlayer',
  notesByPlayer: 'notesByPlayer',
  ticketsByPlayer: 'ticketsByPlayer',
  paymentsByPlayer: 'paymentsByPlayer',
  statementByPlayer: 'statementByPlayer',
} as const;

export const PLAYER_TABLES = [
  'playerResults',
  'playerSearches',
  'playerSummaries',
  'playerProfiles',
  'playerRequests',
  ...(Object.keys(PARTS) as PartTable[]),
] as const;

/** The players screen's search param: the query, trimmed, at most the 80 characters the server takes. */
export function playersSearch(search: Record<string, unknown>): { q?: string } {
  const q = typeof search['q'] === 'string' || typeof search['q'] === 'number' ? String(search['q']).trim().slice(0, 80) : '';
  return q === '' ? {} : { q };
}

export function definePlayerIndexes(indexes: Indexes): void {
  const inOrder = (a: unknown, b: unknown) => Number(a) - Number(b);
  indexes.setIndexDefinition(PLAYER_INDEX.playersByQuery, 'playerResults', 'q', 'position', undefined, inOrder);
  for (const [table, index] of Object.entries(PARTS)) {
    indexes.setIndexDefinition(index, table, 'player_id', 'position', undefined, inOrder);
  }
}

/** The rows of `table` that belong to `playerId`, replaced by `rows` (positions in the given order). */
function replaceParts(store: Store, table: PartTable, playerId: string, rows: object[]): void {
  for (const id of store.getRowIds(table)) {
    if (store.getCell(table, id, 'player_id') === playerId) {
      store.delRow(table, id);
    }
  }
  rows.forEach((row, position) => {
    store.setRow(table, `${playerId}|${position}`, { ...cellsOf(row), player_id: playerId, position });
  });
}

function setProfile(store: Store, profile: PlayerProfileAnswer): void {
  const { player, wallet, responsible_gaming: rg } = profile;
  const exclusion =
    rg.exclusion === null
      ? {}
      : { exclusion_period: rg.exclusion.period, exclusion_starts_at: rg.exclusion.starts_at, exclusion_ends_at: rg.exclusion.ends_at };
  store.setRow('playerProfiles', player.id, cellsOf({ ...player, ...wallet, age_confirmed_at: rg.age_confirmed_at, ...exclusion }));
  const limits = rg.limits.map(({ pending, ...limit }) => ({
    ...limit,
    pending: pending !== null,
    ...(pending === null ? {} : { pending_limit: pending.limit, pending_at: pending.effective_at }),
  }));
  replaceParts(store, 'playerLimits', player.id, limits);
  replaceParts(store, 'playerSessions', player.id, profile.sessions);
  replaceParts(store, 'playerNotes', player.id, profile.notes);
  replaceParts(store, 'playerTickets', player.id, profile.tickets);
  replaceParts(store, 'playerPayments', player.id, profile.payments);
  replaceParts(store, 'playerStatement', player.id, profile.statement);
  // A search line already shown for this player follows what the profile now says (blocked, balance).
  if (store.hasRow('playerSummaries', player.id)) {
    store.setPartialRow('playerSummaries', player.id, { phone: player.phone, blocked: player.blocked_at !== null, balance: wallet.balance });
  }
}

/** Applies a players outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyPlayerOutcome(store: Store, outcome: Outcome): void {
  switch (outcome.type) {
    case 'PlayersFound':
      for (const id of store.getRowIds('playerResults')) {
        if (store.getCell('playerResults', id, 'q') === outcome.q) {
          store.delRow('playerResults', id);
        }
      }
      outcome.rows.forEach((p, position) => {
        store.setRow('playerSummaries', p.id, cellsOf(p));
        store.setRow('playerResults', `${outcome.q}#${p.id}`, { q: outcome.q, player_id: p.id, position });
      });
      store.setRow('playerSearches', outcome.q, { found: outcome.rows.length });
      break;
    case 'PlayerLoaded':
    case 'PlayerChanged':
      setProfile(store, outcome.profile);
      break;
    case 'PlayerLimitsRequested':
      store.setRow('playerRequests', outcome.playerId, { approval_id: outcome.approvalId });
      break;
    default:
      break;
  }
}
