// Launch tokens (issue 15; casino-protocols §2): a fresh random token per real-money launch, bound to player,
// merchant, game, provider, currency and mode, valid LAUNCH_TOKEN_TTL_MS. Only its SHA-256 is stored, so a
// database reader cannot play as anyone. Wins and rollbacks never ask for a token (core.ts); bets and a house
// game's moves do, through resolveLaunchToken.
// A token dies with the player session that launched it (issue 28): resolving reads the session and the player's
// exclusions in the same query, so logout, a password change, a revocation, the session's expiry or a
// self-exclusion end every launch token of it at once on every instance — no cache to invalidate.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import { SESSION_MAX_AGE_MS } from '../../auth/sessions.ts';
import { refuseIfExcluded } from '../../responsible-gaming/exclusion.ts';

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

/** A new token for the grant, bound to the launching session `sessionId`. */
export async function issueLaunchToken(db: Db, grant: LaunchGrant, sessionId: string, nowMs: number): Promise<string> {
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
      session_id: sessionId,
    })
    .execute();
  return token;
}

/**
 * The grant behind a token, or null when it is unknown or expired, or (when `gameId` is given) issued for another
 * game. A merchant whose real-money switch was turned off since the launch gets null too, and so does a token
 * whose session is revoked or expired, or whose player began a self-exclusion after the launch (the exclusion
 * revokes it for good, even once the exclusion is over).
 */
export async function resolveLaunchToken(db: Db, token: string, nowMs: number, gameId?: string): Promise<LaunchGrant | null> {
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('merchants as m', 'm.id', 'l.merchant_id')
    .innerJoin('sessions as s', 's.id', 'l.session_id')
    .select(['l.user_id', 'l.merchant_id', 'l.game_id', 'l.provider_id', 'l.currency', 'l.language', 'l.expires_at', 'm.casino_real_money'])
    .where('l.token_hash', '=', hashOf(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date(nowMs))
    .where('s.created_at', '>', new Date(nowMs - SESSION_MAX_AGE_MS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('self_exclusions as e')
            .select(sql`1`.as('one'))
            .whereRef('e.user_id', '=', 'l.user_id')
            .whereRef('e.starts_at', '>=', 'l.created_at'),
        ),
      ),
    )
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

/**
 * For a token that did not resolve: throws SELF_EXCLUDED(_PERMANENT) when its player is excluded now, so our own
 * game pages tell the player why (a supplier protocol answers its invalid-token code instead). Else returns.
 */
export async function explainDeadToken(db: Db, token: string, nowMs: number): Promise<void> {
  const row = await db.selectFrom('game_launches').select('user_id').where('token_hash', '=', hashOf(token)).executeTakeFirst();
  if (row !== undefined) {
    await refuseIfExcluded(db, row.user_id, nowMs);
  }
}
