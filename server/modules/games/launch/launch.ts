// Launching a game (issue 15; spec §5 launch rules): a demo needs nothing but the game (and that it has a demo) and
// never touches the wallet; a real-money launch needs the player's session, a user id that is the session's
// player, ETB, and the merchant's real-money switch on; it issues a fresh launch token. House games open at
// /games/house/<code>/ with the token in the URL fragment (never in a log or a Referer); suppliers answer their URL.
import type { Db } from '../../../db/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { Principal } from '../../auth/sessions.ts';
import type { SupplierAdapter } from '../adapters/types.ts';
import { findGame } from '../catalog/query.ts';
import { GAME_CURRENCY } from '../wallet/index.ts';
import { issueLaunchToken } from './tokens.ts';
import { refuseIfExcluded } from '../../responsible-gaming/exclusion.ts';

export interface LaunchInput {
  gameId: string;
  mode: 'real' | 'demo';
  /** The player the caller says it plays for (user_id / player_id); required for real money. */
  userId: string | undefined;
  /** Which text a missing id gets: the lobby's 'User ID…' or the supplier lists' 'Player ID…'. */
  idName: 'user' | 'player';
  principal: Principal | null;
  currency: string | undefined;
  language: string | undefined;
  device: 'desktop' | 'mobile';
  ip: string;
  publicBaseUrl: string;
}

export interface Launched {
  url: string;
  mode: 'real' | 'demo';
  gameId: string;
}

const LANGUAGES = ['am', 'en', 'or', 'ti'];
/** The spec's launch timeout (§9: 8 s), less a margin so the answer reaches the client in time. */
const LAUNCH_TIMEOUT_MS = 7_000;

/** The page language from what the lists send ('en', 'en_US', 'om' for Afaan Oromoo, 'am-ET'…); English otherwise. */
export function pageLanguage(raw: string | undefined): string {
  const code = (raw ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  const mapped = code === 'om' ? 'or' : code;
  return LANGUAGES.includes(mapped) ? mapped : 'en';
}

const refuse = (status: number, code: string, text: string): HttpError => new HttpError(status, code, text);

async function realMoneyOn(db: Db, merchantId: string): Promise<boolean> {
  const row = await db.selectFrom('merchants').select('casino_real_money').where('id', '=', merchantId).executeTakeFirst();
  return row?.casino_real_money === true;
}

/** A supplier's launch, bounded by LAUNCH_TIMEOUT_MS: a failure or silence is a 502, never a half-open game. */
async function supplierUrl(supplier: SupplierAdapter, p: Parameters<SupplierAdapter['launch']>[0]): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      supplier.launch(p),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('supplier launch timed out')), LAUNCH_TIMEOUT_MS);
      }),
    ]);
    if (typeof answer.url !== 'string' || answer.url === '') {
      throw new Error('no URL');
    }
    return answer.url;
  } catch (err) {
    // An adapter's own refusal (e.g. InBet's 'Invalid initialization data received') keeps its text.
    if (err instanceof HttpError) {
      throw err;
    }
    throw refuse(502, 'GAME_LAUNCH_FAILED', 'Failed to launch game');
  } finally {
    clearTimeout(timer);
  }
}

export async function launchGame(db: Db, suppliers: ReadonlyMap<string, SupplierAdapter>, input: LaunchInput, nowMs: number): Promise<Launched> {
  const game = await findGame(db, input.gameId);
  if (game === null) {
    throw refuse(404, 'GAME_NOT_FOUND', 'Game not found');
  }
  if (!game.is_available) {
    throw refuse(400, 'GAME_UNAVAILABLE', 'This game is not available right now');
  }
  const language = pageLanguage(input.language);
  const base = `/games/house/${encodeURIComponent(game.external_code)}/`;
  const supplier = game.adapter === 'house' ? null : (suppliers.get(game.adapter) ?? null);
  if (game.adapter !== 'house' && (supplier === null || !supplier.isConfigured())) {
    throw refuse(400, 'GAME_UNAVAILABLE', 'This game is not available right now');
  }
  const common = {
    gameCode: game.external_code,
    currency: GAME_CURRENCY,
    language,
    device: input.device,
    lobbyUrl: `${input.publicBaseUrl}/casino`,
    depositUrl: `${input.publicBaseUrl}/deposit`,
    ip: input.ip,
  };
  if (input.mode === 'demo') {
    if (!game.has_demo) {
      throw refuse(400, 'NO_DEMO', 'This game has no demo version');
    }
    const url = supplier === null ? `${base}#demo=1&lang=${language}` : await supplierUrl(supplier, { ...common, mode: 'demo' });
    return { url, mode: 'demo', gameId: game.id };
  }
  if (input.userId === undefined) {
    throw input.idName === 'user'
      ? refuse(400, 'USER_ID_REQUIRED', 'User ID is required for real money games')
      : refuse(400, 'PLAYER_ID_REQUIRED', 'Player ID is required for real money games');
  }
  if (input.principal === null) {
    throw refuse(401, 'SESSION_REQUIRED', 'Authentication required');
  }
  if (input.userId !== input.principal.userId) {
    throw refuse(403, 'FORBIDDEN', 'You can only play with your own account');
  }
  // Self-excluded (issue 18): no real-money game opens; a demo stays open, as it is to any visitor.
  await refuseIfExcluded(db, input.principal.userId, nowMs);
  if (input.currency !== undefined && input.currency !== '' && input.currency.toUpperCase() !== GAME_CURRENCY) {
    throw refuse(400, 'WRONG_CURRENCY', 'Real-money games are played in ETB');
  }
  if (!(await realMoneyOn(db, input.principal.merchantId))) {
    throw refuse(403, 'REAL_MONEY_OFF', 'Real-money play is not available here. Try the demo version');
  }
  const token = await issueLaunchToken(
    db,
    {
      userId: input.principal.userId,
      merchantId: input.principal.merchantId,
      gameId: game.id,
      providerId: game.provider_id,
      currency: GAME_CURRENCY,
      language,
    },
    input.principal.sessionId,
    nowMs,
  );
  const url =
    supplier === null
      ? `${base}#token=${token}&lang=${language}`
      : await supplierUrl(supplier, { ...common, mode: 'real', token, playerId: input.principal.userId });
  return { url, mode: 'real', gameId: game.id };
}
