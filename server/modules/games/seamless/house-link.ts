// The house game server's side of the seamless protocol (issue 15): it talks to the wallet exactly as an
// aggregator does — Hub88-shaped bodies, HMAC-SHA256 signed with the house key over the raw bytes, amounts in
// 1/100000 units — through the same seamlessCall the HTTP callbacks use (in process: no port, no network hop).
// Issue 28: this is the house wallet's only door — no HTTP route serves provider 'house' — and its wins are capped
// by the games' own maths (house/max-multiplier.ts; a free round's stake is its grant's bet, read from the round).
// A refusal comes back as a status, which the house game server turns into its own refusal.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/index.ts';
import { serverSecret } from '../../payments/sim/keys.ts';
import { HOUSE_MAX_WIN_CENTS, houseMaxMultiplier } from '../house/max-multiplier.ts';
import { GAME_CURRENCY, type WinCap } from '../wallet/index.ts';
import { type SeamlessContext, type SeamlessReply, seamlessCall, UNITS_PER_CENT } from './protocol.ts';

export const HOUSE_WALLET_PROVIDER = 'house';

export const hmacSignature = (key: string, rawBody: string): string => createHmac('sha256', key).update(rawBody).digest('base64');

/** A verifier of X-Hub88-Signature as HMAC-SHA256 (base64) of the raw body, compared in constant time. */
export function hmacVerifier(key: string): SeamlessContext['verify'] {
  return (rawBody, signature) => {
    if (signature === undefined) {
      return false;
    }
    const expected = Buffer.from(hmacSignature(key, rawBody));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
}

export const houseWalletKey = (db: Db): Promise<string> => serverSecret(db, 'house-wallet-hmac-key', () => randomBytes(32).toString('base64url'));

export interface HouseMove {
  userId: string;
  token: string;
  gameCode: string;
  roundId: string;
  txId: string;
  amountCents: number;
  roundClosed?: boolean;
}

export interface HouseLink {
  bet(m: HouseMove): Promise<SeamlessReply>;
  win(m: HouseMove): Promise<SeamlessReply>;
  rollback(m: { userId: string; gameCode: string; roundId: string; txId: string; originalTxId: string }): Promise<SeamlessReply>;
  /** The wallet context of provider 'house' (in process only: no HTTP route serves it). */
  context: SeamlessContext;
}

/** House wins: stake × the game's maximum multiplier, at most the payout limit; a free round's stake is its grant's. */
export const HOUSE_WIN_CAP: WinCap = {
  maxMultiplier: houseMaxMultiplier,
  roundLimitCents: HOUSE_MAX_WIN_CENTS,
  freeStake: async (trx, roundId, userId) => {
    const row = await trx
      .selectFrom('house_rounds')
      .select(['bet_cents', 'game'])
      .where('id', '=', roundId)
      .where('user_id', '=', userId)
      .where('free', '=', true)
      .executeTakeFirst();
    return row === undefined ? null : { stakeCents: Number(row.bet_cents), gameId: row.game };
  },
};

export function houseLink(db: Db, now: () => number, key: string): HouseLink {
  const context: SeamlessContext = { db, now, provider: HOUSE_WALLET_PROVIDER, verify: hmacVerifier(key), winCap: HOUSE_WIN_CAP };
  const send = async (action: 'transaction/bet' | 'transaction/win' | 'transaction/rollback', body: Record<string, unknown>) => {
    const rawBody = JSON.stringify({ request_uuid: randomUUID(), ...body });
    return seamlessCall(context, action, rawBody, JSON.parse(rawBody), hmacSignature(key, rawBody));
  };
  const move = (m: HouseMove) => ({
    user: m.userId,
    token: m.token,
    game_code: m.gameCode,
    round: m.roundId,
    transaction_uuid: m.txId,
    currency: GAME_CURRENCY,
    amount: m.amountCents * UNITS_PER_CENT,
    round_closed: m.roundClosed === true,
  });
  return {
    context,
    bet: (m) => send('transaction/bet', move(m)),
    win: (m) => send('transaction/win', move(m)),
    rollback: (m) =>
      send('transaction/rollback', {
        user: m.userId,
        game_code: m.gameCode,
        round: m.roundId,
        transaction_uuid: m.txId,
        reference_transaction_uuid: m.originalTxId,
      }),
  };
}
