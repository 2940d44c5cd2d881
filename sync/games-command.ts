// Launching a game (companion §4/§5/§7, issue 15): one command for every list. The list picks the call — the lobby's
// LaunchGame, the supplier list's LaunchSupplierGame, the frozen casino's InitFrozenGame / InitFrozenDemo, InBet's
// InitInbetGame, the virtual games' LaunchVirtualGame — and each gets the signed-in player's id and session the way
// its declaration expects. Spec §5 first: real money needs a player ('User ID is required for real money games', the
// supplier lists' 'Player ID…', InBet's 'Valid user ID is required'): refused with status 0 and nothing sent. A
// launch that has not answered in 8 s (spec §9) is TIMEOUT; an answer without a URL, or with one the player frame
// must not open (not http(s) nor a same-origin path), is NO_GAME_URL ('No game URL returned from API').
// Loaded with the first launch (sync/families/games.ts).
import { LaunchGame } from '../schema/endpoints/games.ts';
import { InitFrozenDemo, InitFrozenGame, InitInbetGame, LaunchSupplierGame, LaunchVirtualGame } from '../schema/endpoints/game-lists.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { isSameOriginPath } from '../domain/safe-url.ts';
import { outcome, refusalOf, sessionOf, type CommandContext, type Refusal } from './commands-context.ts';
import { send } from './declared.ts';
import { LAUNCH_ROW } from './read/games.ts';
import { LAUNCH_TIMEOUT_MS } from './games.ts';

type Request = PayloadOf<'v1.GameLaunchRequested'>;
type Player = NonNullable<ReturnType<typeof sessionOf>>;

/** Spec §9: real money and the virtual games play in ETB; a demo of a virtual game plays as demo_player. */
const CURRENCY = 'ETB';
export const DEMO_PLAYER = 'demo_player';

/** The code a real-money launch without a player gets, per list (the texts of spec §5). */
const NO_PLAYER: Record<Request['list'], string> = {
  lobby: 'USER_ID_REQUIRED',
  virtual: 'USER_ID_REQUIRED',
  supplier: 'PLAYER_ID_REQUIRED',
  frozen: 'PLAYER_ID_REQUIRED',
  inbet: 'INVALID_USER_ID',
};

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** The frozen casino's return address (spec §2: /casino/return), absolute when the page has an origin. */
function returnUrl(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin ? `${origin}/casino/return` : undefined;
}

/** Sends the list's call; the URL its answer names (undefined when there is none). */
async function call(ctx: CommandContext, p: Request, player: Player | null): Promise<unknown> {
  const real = p.mode === 'real';
  const merchantId = ctx.data.store.getValue('merchant_id') || ctx.merchantId;
  const session = real && player ? { session: { token: player.token, merchantId } } : {};
  const userId = real && player ? player.userId : undefined;
  const common = { language: p.language, device: p.device };
  switch (p.list) {
    case 'lobby': {
      const body = { game_id: p.gameId, ...(userId ? { user_id: userId } : {}), currency: CURRENCY, is_demo: !real, ...common };
      return record(record(await send(ctx.api, LaunchGame, { body, ...session }))['data'])['launch_url'];
    }
    case 'supplier': {
      const query: Record<string, string> = { game: p.gameId, mode: p.mode, ...common, ...(userId ? { player_id: userId } : {}) };
      return record(await send(ctx.api, LaunchSupplierGame, { query, ...session }))['game_url'];
    }
    case 'frozen': {
      const back = returnUrl();
      const shared = { game_uuid: p.gameId, language: p.language, ...(back ? { return_url: back } : {}) };
      const answer =
        real && player
          ? await send(ctx.api, InitFrozenGame, {
              body: { ...shared, player_id: player.userId, currency: CURRENCY, session_id: player.token },
              ...session,
            })
          : await send(ctx.api, InitFrozenDemo, { body: shared });
      return record(record(answer)['data'])['url'];
    }
    case 'inbet': {
      const body = { game_id: p.gameId, user_id: player?.userId ?? '', ...common };
      const auth = player ? { session: { token: player.token, merchantId } } : {};
      return record(await send(ctx.api, InitInbetGame, { body, ...auth }))['iframe_url'];
    }
    case 'virtual': {
      const body = { game_id: p.gameId, mode: p.mode, user_id: userId ?? DEMO_PLAYER, currency: CURRENCY, ...common };
      return record(record(await send(ctx.api, LaunchVirtualGame, { body, ...session }))['data'])['url'];
    }
  }
}

/** A URL the player frame may open: a same-origin path, or an absolute http(s) address. */
export function playableUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') {
    return false;
  }
  if (url.startsWith('/')) {
    return isSameOriginPath(url);
  }
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

export async function gameLaunchCommand(p: Request, ctx: CommandContext): Promise<AppEvent[]> {
  if (ctx.data.store.getCell('gameLaunch', LAUNCH_ROW, 'request_id') !== p.requestId) {
    return []; // a launch was under way already: the materializer kept that one
  }
  const refused = (r: Refusal, source: AppEvent['source'] = 'remote'): AppEvent[] => [
    outcome(
      ctx,
      'v1.GameLaunchRefused',
      { requestId: p.requestId, code: r.code, status: r.status, ...(r.message ? { message: r.message } : {}) },
      source,
    ),
  ];
  const player = sessionOf(ctx);
  if ((p.mode === 'real' || p.list === 'inbet') && !player) {
    return refused({ code: NO_PLAYER[p.list], status: 0 }, 'system');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), LAUNCH_TIMEOUT_MS);
  });
  let url: unknown;
  try {
    const answer = await Promise.race([call(ctx, p, player), timeout]);
    if (answer === 'timeout') {
      return refused({ code: 'TIMEOUT', status: 0 });
    }
    url = answer;
  } catch (error) {
    return refused(refusalOf(error));
  } finally {
    clearTimeout(timer);
  }
  if (!playableUrl(url)) {
    ctx.log('game launch answer without a playable URL', typeof url);
    return refused({ code: 'NO_GAME_URL', status: 0 });
  }
  return [outcome(ctx, 'v1.GameLaunched', { requestId: p.requestId, url, mode: p.mode, gameId: p.gameId })];
}
