// Virtual sports routes (schema/endpoints/virtual-sports.ts): the public schedule of a league, and a launched
// page's bet and bet list (credential: the launch token in the body). No answer is cached by a browser.
import type { FastifyInstance } from 'fastify';
import * as E from '../../../../schema/endpoints/virtual-sports.ts';
import { VIRTUAL_LEAGUES, type VirtualLeague } from '../../../../schema/virtual-sport.ts';
import type { Db } from '../../../db/index.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { walletBalance } from '../wallet/index.ts';
import { grantOf, placeBet } from './bets.ts';
import type { VirtualConfig } from './config.ts';
import { betsOf } from './my-bets.ts';
import { scheduleView } from './present.ts';

export interface VirtualDeps {
  db: Db;
  now: () => number;
  config: VirtualConfig;
}

const cents = (n: number): number => n / 100;

export function virtualRoutes(app: FastifyInstance, { db, now, config }: VirtualDeps): void {
  route(app, E.VirtualScheduleRead, async (request, reply) => {
    const league = request.params.league as VirtualLeague;
    if (!VIRTUAL_LEAGUES.includes(league)) {
      throw new HttpError(404, 'LEAGUE_NOT_FOUND', 'League not found');
    }
    reply.header('cache-control', 'no-cache');
    return scheduleView(db, config, league, now());
  });

  route(app, E.VirtualPlaceBet, async (request, reply) => {
    const at = now();
    const { betId, userId } = await placeBet(db, request.body, at);
    const grant = await grantOf(db, request.body.token, at);
    const [bet] = await betsOf(db, userId, grant.gameId, betId);
    if (bet === undefined) {
      throw new Error(`virtual bet ${betId} vanished after it was placed`);
    }
    reply.header('cache-control', 'no-store');
    return { success: true as const, bet, balance: cents(await walletBalance(db, userId)) };
  });

  route(app, E.VirtualMyBets, async (request, reply) => {
    const grant = await grantOf(db, request.body.token, now());
    reply.header('cache-control', 'no-store');
    return { success: true as const, bets: await betsOf(db, grant.userId, grant.gameId), balance: cents(await walletBalance(db, grant.userId)) };
  });
}
