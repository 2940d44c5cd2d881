// LotoFoot on the client's side of the sync engine (issue 14, core §7): the open week of a variant (public, signed)
// and the player's tickets per status filter (with the session) as cached resources, a tap on a pick, and the submit
// as an intent whose Idempotency-Key is reused by the next try of the same ticket after no answer. The week read is
// tried again up to 3 times, 1 s apart (core §7); a 404 (no open week) is final at once. Only lazy chunks load this
// module (it carries the LotoFoot declarations and materializers).
import { CurrentLotofootWeek, PlayerLotofootTickets } from '../schema/endpoints/lotofoot.ts';
import type { AppEvent } from '../schema/event.ts';
import { variantOfCount, type LotofootPick, type LotofootVariantName } from '../domain/lotofoot.ts';
import { TTL } from '../domain/constants.ts';
import type { SyncEngine } from './engine.ts';
import type { SessionAuth } from './http.ts';
import type { ResourceDef } from './resources.ts';
import type { AppStore } from './store.ts';
import { readOf, type SuccessOf } from './declared.ts';
import { newCommandId } from './commands-context.ts';
import { outcomeOf } from './commands.ts';
import { LOTOFOOT_TICKET_KEYS } from './materializers/lotofoot-keys.ts';
import { submitFingerprint } from './materializers/lotofoot.ts';
import { addLotofootMaterializers } from './families/lotofoot.ts';
import { SUBMIT_ROW } from './read/lotofoot.ts';

// The reads and the submit bring LotoFoot events: their payloads and materializers come along.
addLotofootMaterializers();

/** Ours (the spec names none): a week changes only when it closes, and the screen asks again at its deadline. */
const WEEK_TTL_MS = 60_000;
/** Core §7: week and submit calls are tried again up to 3 times, 1 s apart. */
export const LOTOFOOT_RETRY_DELAYS_MS: readonly number[] = [1000, 1000, 1000];
const LOTOFOOT_PAGE = 20;
export type LotofootStatusFilter = 'ALL' | 'WON' | 'LOST' | 'PENDING';
export const LOTOFOOT_FILTERS: readonly LotofootStatusFilter[] = ['ALL', 'WON', 'LOST', 'PENDING'];

const weekKey = (variant: LotofootVariantName): string => `lotofoot:week:${variant}`;

export function weekResource(variant: LotofootVariantName): ResourceDef {
  const key = weekKey(variant);
  const def: ResourceDef<SuccessOf<typeof CurrentLotofootWeek>> = {
    key,
    ttl: WEEK_TTL_MS,
    ...readOf(CurrentLotofootWeek),
    query: { variant },
    failureCode: 'LOTOFOOT_WEEK_FAILED',
    retryDelaysMs: LOTOFOOT_RETRY_DELAYS_MS,
    toEvent: (week) => ({ type: 'v1.LotofootWeekLoaded', payload: { key, variant, week } }),
  };
  return def as unknown as ResourceDef;
}

export const ticketList = (status: LotofootStatusFilter): string => `lotofoot:${status}`;

export interface TicketsQuery {
  userId: string;
  session: SessionAuth;
  status: LotofootStatusFilter;
  /** 0 for the first page (a refresh), the count already shown for 'Load More'. */
  offset: number;
}

export function ticketsResource(q: TicketsQuery): ResourceDef {
  const list = ticketList(q.status);
  const key = `${LOTOFOOT_TICKET_KEYS}${q.status}${q.offset === 0 ? '' : `@${q.offset}`}`;
  const query: Record<string, string> = { user_id: q.userId, limit: String(LOTOFOOT_PAGE), offset: String(q.offset) };
  if (q.status !== 'ALL') {
    query['status'] = q.status;
  }
  const def: ResourceDef<SuccessOf<typeof PlayerLotofootTickets>> = {
    key,
    ttl: TTL.history,
    ...readOf(PlayerLotofootTickets),
    query,
    session: q.session,
    // Core §7's list is empty on any failure; we say so with the bet history's text, and offer Try Again.
    failureCode: 'HISTORY_FAILED',
    toEvent: (d) => ({ type: 'v1.LotofootTicketsLoaded', payload: { key, list, offset: q.offset, total: d.total, tickets: d.tickets } }),
  };
  return def as unknown as ResourceDef;
}

type Emitter = Pick<SyncEngine, 'emit' | 'events$'>;

export function togglePick(engine: Emitter, weekId: string, matchId: string, pick: LotofootPick, now: () => number = Date.now): void {
  engine.emit({ type: 'v1.LotofootPickToggled', at: now(), source: 'user', payload: { weekId, matchId, pick } });
}

/** The week's matches in order (ids), from the store. */
export function weekMatchIds(store: AppStore, weekId: string): string[] {
  return store
    .getRowIds('lotofootMatches')
    .filter((id) => store.getCell('lotofootMatches', id, 'week_id') === weekId)
    .sort((a, b) => (store.getCell('lotofootMatches', a, 'position') ?? 0) - (store.getCell('lotofootMatches', b, 'position') ?? 0))
    .map((id) => id.slice(weekId.length + 1));
}

/** The player's picks of a week by match id. */
export function weekPicks(store: AppStore, weekId: string): Record<string, string> {
  const picks: Record<string, string> = {};
  for (const id of store.getRowIds('lotofootPicks')) {
    if (store.getCell('lotofootPicks', id, 'week_id') === weekId) {
      picks[store.getCell('lotofootPicks', id, 'match_id') ?? ''] = store.getCell('lotofootPicks', id, 'pick') ?? '';
    }
  }
  return picks;
}

/**
 * Submit (after the confirm dialog, or Retry): the week's picks in match order and the price as typed. The key of
 * the last try is reused when it got no answer and the ticket is the same; any other ticket gets a fresh one.
 * Resolves with the outcome (scripts and tests; the UI reads lotofootSubmit).
 */
export function submitLotofoot(engine: Emitter, store: AppStore, weekId: string, price: string, now: () => number = Date.now): Promise<AppEvent> {
  const matchIds = weekMatchIds(store, weekId);
  const picks = weekPicks(store, weekId);
  const predictions = matchIds.filter((id) => picks[id]).map((id) => ({ match_id: id, prediction: picks[id] as LotofootPick }));
  const row = store.getRow('lotofootSubmit', SUBMIT_ROW);
  const same = row.retry_key && row.retry_for === submitFingerprint(weekId, predictions, price);
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({
    type: 'v1.LotofootSubmitRequested',
    at: now(),
    source: 'user',
    payload: {
      commandId,
      weekId,
      variant: variantOfCount(matchIds.length),
      predictions,
      price: price.trim(),
      idempotencyKey: same ? (row.retry_key ?? '') : newCommandId(),
    },
  });
  return done;
}

export function dismissSubmit(engine: Emitter, now: () => number = Date.now): void {
  engine.emit({ type: 'v1.LotofootSubmitDismissed', at: now(), source: 'user', payload: {} });
}
