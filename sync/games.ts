// The casino on the client's side of the sync engine (issue 15, companion §4 'Game cache', §7): a games list (per
// provider, category and search; the lobby reads page 1 of 100, spec §9) and the providers as cached resources —
// fresh 5 minutes, then fetched again; when that fails the stale copy stays on screen (the engine's TTL and
// stale-on-failure operators) — and the launch as an intent. Only lazy chunks load this module (it registers the
// casino's event payloads and materializers).
import { filter, firstValueFrom } from 'rxjs';
import { ListGameProviders, ListGames } from '../schema/endpoints/games.ts';
import type { AppEvent } from '../schema/event.ts';
import type { GameMode } from '../schema/game.ts';
import type { LAUNCH_LISTS } from '../schema/game-events.ts';
import type { GamesQuery } from '../domain/games-lobby.ts';
import { readOf, type SuccessOf } from './declared.ts';
import type { SyncEngine } from './engine.ts';
import type { ResourceDef } from './resources.ts';
import { newCommandId } from './commands-context.ts';
import { addGameMaterializers } from './families/games.ts';

// The reads and the launch bring casino events: their payloads and materializers come along.
addGameMaterializers();

/** Spec §9 / §4: game lists are fresh for 5 minutes; an expired copy is the stale fallback when the network fails. */
export const GAMES_TTL_MS = 5 * 60_000;
/** Spec §9: the lobby loads page 1 of size 100. */
export const LOBBY_PAGE_SIZE = 100;
/** Spec §9: a launch answers within 8 s or fails. */
export const LAUNCH_TIMEOUT_MS = 8_000;

export type LaunchListName = (typeof LAUNCH_LISTS)[number];

export interface ListQuery extends GamesQuery {
  search?: string;
}

/** The list a query fills: 'p=<provider>|c=<category>|q=<search>' (search trimmed and lower-cased: the server's
 *  search ignores case, so 'Crash' and 'crash' are one list). */
export function gamesListId(q: ListQuery): string {
  return `p=${q.provider ?? ''}|c=${q.category ?? ''}|q=${(q.search ?? '').trim().toLowerCase()}`;
}

export const PROVIDERS_KEY = 'games:providers';

export function gamesResource(q: ListQuery): ResourceDef {
  const list = gamesListId(q);
  const key = `games:${list}`;
  const query: Record<string, string> = { limit: String(LOBBY_PAGE_SIZE), offset: '0' };
  const search = (q.search ?? '').trim().toLowerCase();
  if (q.provider) {
    query['provider'] = q.provider;
  }
  if (q.category) {
    query['category'] = q.category;
  }
  if (search) {
    query['search'] = search;
  }
  const def: ResourceDef<SuccessOf<typeof ListGames>> = {
    key,
    ttl: GAMES_TTL_MS,
    ...readOf(ListGames),
    query,
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => ({
      type: 'v1.GamesLoaded',
      payload: { key, list, offset: 0, total: d.data.total, games: d.data.games, providers: d.data.providers },
    }),
  };
  return def as unknown as ResourceDef;
}

export function providersResource(): ResourceDef {
  const def: ResourceDef<SuccessOf<typeof ListGameProviders>> = {
    key: PROVIDERS_KEY,
    ttl: GAMES_TTL_MS,
    ...readOf(ListGameProviders),
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => ({ type: 'v1.GameProvidersLoaded', payload: { key: PROVIDERS_KEY, providers: d.data } }),
  };
  return def as unknown as ResourceDef;
}

type Emitter = Pick<SyncEngine, 'emit' | 'events$'>;

export interface LaunchRequest {
  list: LaunchListName;
  gameId: string;
  mode: GameMode;
  device: 'desktop' | 'mobile';
  language: string;
}

const OUTCOMES = new Set(['v1.GameLaunched', 'v1.GameLaunchRefused']);

/** Emits the launch intent; resolves with its outcome (scripts and tests: the UI reads the gameLaunch row). */
export function launchGame(engine: Emitter, r: LaunchRequest, now: () => number = Date.now): Promise<AppEvent> {
  const requestId = newCommandId();
  const done = firstValueFrom(
    engine.events$.pipe(filter((e) => OUTCOMES.has(e.type) && (e.payload as { requestId?: string }).requestId === requestId)),
  );
  engine.emit({ type: 'v1.GameLaunchRequested', at: now(), source: 'user', payload: { requestId, ...r } });
  return done;
}

export function resetLaunch(engine: Emitter, now: () => number = Date.now): void {
  engine.emit({ type: 'v1.GameLaunchReset', at: now(), source: 'user', payload: {} });
}
