// Launch tokens (issue 15; casino-protocols §2): a fresh random token per real-money launch, bound to player,
// merchant, game, provider, currency and mode, valid LAUNCH_TOKEN_TTL_MS. Only its SHA-256 is stored, so a
// database reader cannot play as anyone. Wins and rollbacks never ask for a token (core.ts); bets and a house
// game's moves do, through resolveLaunchToken.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/index.ts';

export const LAUNCH_TOKEN_TTL_MS = 6 * 60 * 60 * 1000;

export interface LaunchGrant {
  userId: string;
  merchantId: string;
  gameId: string;
  providerId: string;
  currency: string;
  language: string;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function issueLaunchToken(db: Db, grant: LaunchGrant, nowMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('game_launches')
    .values({
      token_hash: hashOf(token),
      user_id: grant.userId,
      merchant_id: grant.merchantId,
      game_id: grant.gameId,
      provider_id: grant.providerId,
      currency: grant.currency,
      mode: 'real',
      language: grant.language,
      created_at: new Date(nowMs),
      expires_at: new Date(nowMs + LAUNCH_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/**
 * The grant behind a token, or null when it is unknown or expired, or (when `gameId` is given) issued for another
 * game. A merchant whose real-money switch was turned off since the launch gets null too.
 */
export async function resolveLaunchToken(db: Db, token: string, nowMs: number, gameId?: string): Promise<LaunchGrant | null> {
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('merchants as m', 'm.id', 'l.merchant_id')
    .select(['l.user_id', 'l.merchant_id', 'l.game_id', 'l.provider_id', 'l.currency', 'l.language', 'l.expires_at', 'm.casino_real_money'])
    .where('l.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (row === undefined || new Date(row.expires_at).getTime() <= nowMs || !row.casino_real_money) {
    return null;
  }
  if (gameId !== undefined && row.game_id !== gameId) {
    return null;
  }
  return {
    userId: row.user_id,
    merchantId: row.merchant_id,
    gameId: row.game_id,
    providerId: row.provider_id,
    currency: row.currency,
    language: row.language,
  };
}
