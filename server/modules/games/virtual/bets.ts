// Placing a bet from inside a launched game page. The launch token names the player, the game and the provider
// (vfootball → 632, vhorses → 497); the event must belong to that game's league. One database transaction checks
// the event (kick-off still ahead, selection offered, the odds the player saw) and stores the bet 'pending';
// then the stake is debited once through the seamless wallet (tx id = round id = bet id) and the bet turns
// 'open'. A refused debit deletes the bet; a crash in between leaves it 'pending' for settlement to resolve.
import { refuseIfExcluded } from '../../responsible-gaming/exclusion.ts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { VIRTUAL_MAX_STAKE, VIRTUAL_MIN_STAKE } from '../../../../schema/endpoints/virtual-sports.ts';
import type { VirtualLeague } from '../../../../schema/virtual-sport.ts';
import { explainDeadToken, resolveLaunchToken, type LaunchGrant } from '../launch/tokens.ts';
import { debit, GAME_CURRENCY, WalletError } from '../wallet/index.ts';
import { parseJson } from './schedule.ts';

export const GAME_LEAGUE: Record<string, VirtualLeague> = { vfootball: 'football', vhorses: 'horses' };

const refuse = (status: number, code: string, text: string): HttpError => new HttpError(status, code, text);

export async function grantOf(db: Db, token: string, nowMs: number): Promise<LaunchGrant & { league: VirtualLeague }> {
  const grant = await resolveLaunchToken(db, token, nowMs);
  const league = grant === null ? undefined : GAME_LEAGUE[grant.gameId];
  if (grant === null || league === undefined) {
    await explainDeadToken(db, token, nowMs);
    throw refuse(401, 'INVALID_TOKEN', 'Your game session has ended. Please reopen the game');
  }
  return { ...grant, league };
}

export interface BetRequest {
  token: string;
  event_id: string;
  market: string;
  selection: string;
  stake: number;
  odds?: number | undefined;
}

function stakeCentsOf(stake: number): number {
  const cents = Math.round(stake * 100);
  if (Math.abs(stake * 100 - cents) > 1e-6 || stake < VIRTUAL_MIN_STAKE || stake > VIRTUAL_MAX_STAKE) {
    throw refuse(400, 'STAKE_OUT_OF_RANGE', 'Stake must be between 1 and 5,000 ETB');
  }
  return cents;
}

/** Stores and debits one bet; answers its id. Throws HttpError refusals. */
export async function placeBet(db: Db, body: BetRequest, nowMs: number): Promise<{ betId: string; userId: string }> {
  const grant = await grantOf(db, body.token, nowMs);
  const stakeCents = stakeCentsOf(body.stake);
  const betId = randomUUID();
  await db.transaction().execute(async (trx) => {
    // A self-excluded player's game session places no bet (responsible gaming, issue 18).
    await refuseIfExcluded(trx, grant.userId, nowMs);
    const event = await trx
      .selectFrom('virtual_events')
      .select(['id', 'league', 'starts_at', 'odds'])
      .where('id', '=', body.event_id)
      .forShare()
      .executeTakeFirst();
    if (event === undefined || event.league !== grant.league) {
      throw refuse(404, 'EVENT_NOT_FOUND', 'Event not found');
    }
    if (new Date(event.starts_at).getTime() <= nowMs) {
      throw refuse(409, 'BETTING_CLOSED', 'Betting on this event has closed');
    }
    const offered = parseJson<Record<string, Record<string, number>>>(event.odds)[body.market]?.[body.selection];
    if (offered === undefined) {
      throw refuse(400, 'INVALID_SELECTION', 'This selection is not offered');
    }
    if (body.odds !== undefined && Math.round(body.odds * 100) !== offered) {
      throw refuse(409, 'ODDS_CHANGED', 'The odds have changed. Check the new odds and try again');
    }
    await trx
      .insertInto('virtual_bets')
      .values({
        id: betId,
        user_id: grant.userId,
        provider: grant.providerId,
        game_id: grant.gameId,
        event_id: event.id,
        market: body.market,
        selection: body.selection,
        odds_x100: offered,
        stake_cents: stakeCents,
        status: 'pending',
        created_at: new Date(nowMs),
      })
      .execute();
  });
  try {
    await debit(
      db,
      {
        provider: grant.providerId,
        txId: betId,
        userId: grant.userId,
        gameId: grant.gameId,
        roundId: betId,
        amountCents: stakeCents,
        currency: GAME_CURRENCY,
      },
      nowMs,
    );
  } catch (err) {
    if (err instanceof WalletError) {
      // The wallet call is one transaction: refused means nothing moved, so the bet goes too.
      await db.deleteFrom('virtual_bets').where('id', '=', betId).where('status', '=', 'pending').execute();
      throw err.code === 'INSUFFICIENT_FUNDS'
        ? refuse(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance')
        : refuse(401, 'INVALID_TOKEN', 'Your game session has ended. Please reopen the game');
    }
    throw err;
  }
  await db.updateTable('virtual_bets').set({ status: 'open' }).where('id', '=', betId).where('status', '=', 'pending').execute();
  const stored = await db.selectFrom('virtual_bets').select('status').where('id', '=', betId).executeTakeFirst();
  if (stored === undefined || stored.status === 'void') {
    // Settlement resolved it first (a debit slower than the whole match): it is void and its stake returned.
    throw refuse(409, 'BETTING_CLOSED', 'Betting on this event has closed');
  }
  return { betId, userId: grant.userId };
}
