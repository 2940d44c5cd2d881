// What the house game server's operations share: the database, the clock, the seamless link to the wallet, and
// the checks every call starts with (a live launch token for a house game) and ends with (the fair state).
import type { FairState } from '../../../../schema/house-game.ts';
import { type HouseGameId, isHouseGameId } from '../../../../domain/games/index.ts';
import type { Db } from '../../../db/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { explainDeadToken, type LaunchGrant, resolveLaunchToken } from '../launch/tokens.ts';
import type { HouseLink } from '../seamless/house-link.ts';
import type { SeamlessReply } from '../seamless/protocol.ts';
import type { RoundRow } from './rounds.ts';

export interface HouseDeps {
  db: Db;
  now: () => number;
  link: HouseLink;
}

export interface HouseGrant extends LaunchGrant {
  game: HouseGameId;
  token: string;
}

export const refuse = (status: number, code: string, text: string): HttpError => new HttpError(status, code, text);
export const invalidToken = (): HttpError => refuse(401, 'INVALID_TOKEN', 'Your game session has ended. Please reopen the game');
export const roundOpen = (): HttpError => refuse(409, 'ROUND_OPEN', 'Finish the round in play first');
export const roundClosed = (): HttpError => refuse(409, 'ROUND_CLOSED', 'This round is over');
export const invalidAction = (): HttpError => refuse(400, 'INVALID_ACTION', 'That move is not possible now');
export const gameSwitchedOff = (): HttpError => refuse(409, 'GAME_SWITCHED_OFF', 'This game is not available now');

/** The grant behind a launch token of one of the six house games, or 401. */
export async function houseGrant(deps: HouseDeps, token: string): Promise<HouseGrant> {
  const grant = await resolveLaunchToken(deps.db, token, deps.now());
  if (grant === null || grant.providerId !== 'house' || !isHouseGameId(grant.gameId)) {
    await explainDeadToken(deps.db, token, deps.now());
    throw invalidToken();
  }
  return { ...grant, game: grant.gameId, token };
}

/** A wallet refusal as the house game's own: no money, a dead token, or a fault (never a half-moved round). */
export function walletRefusal(reply: SeamlessReply): HttpError {
  if (reply.status === 'RS_ERROR_NOT_ENOUGH_MONEY') {
    return refuse(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
  }
  if (reply.status === 'RS_ERROR_INVALID_TOKEN' || reply.status === 'RS_ERROR_TOKEN_EXPIRED') {
    return invalidToken();
  }
  return new HttpError(502, 'WALLET_REFUSED', 'The wallet refused this round. Please try again');
}

const ROUND_COLUMNS = [
  'r.id',
  'r.user_id',
  'r.game',
  'r.game_id',
  'r.seed_id',
  'r.nonce',
  'r.bet_cents',
  'r.free',
  'r.params',
  'r.outcome',
  'r.progress',
  'r.multiplier',
  'r.payout_cents',
  'r.status',
  'r.settled',
  'r.created_at',
  's.server_seed_hash',
  's.client_seed',
] as const;

export function roundQuery(db: Db) {
  return db.selectFrom('house_rounds as r').innerJoin('house_seeds as s', 's.id', 'r.seed_id').select(ROUND_COLUMNS);
}

export async function loadRound(db: Db, id: string): Promise<RoundRow | null> {
  const row = await roundQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row === undefined ? null : { ...row, created_at: new Date(row.created_at) };
}

export async function fairState(db: Db, userId: string, game: string): Promise<FairState> {
  const seed = await db
    .selectFrom('house_seeds')
    .select(['server_seed_hash', 'client_seed', 'next_nonce', 'next_server_seed_hash'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return {
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    nonce: seed.next_nonce,
    // Set on every active row (house_seeds_active_committed).
    next_server_seed_hash: seed.next_server_seed_hash ?? '',
  };
}
