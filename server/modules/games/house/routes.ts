// The house game server's routes (schema/endpoints/house-games.ts) and the seamless-wallet callbacks
// (schema/endpoints/seamless-wallet.ts) of the providers served here: 'house' (HMAC key) — an aggregator's
// provider id is mounted by its adapter. Nothing here is cached.
import type { FastifyInstance } from 'fastify';
import * as H from '../../../../schema/endpoints/house-games.ts';
import * as S from '../../../../schema/endpoints/seamless-wallet.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { type SeamlessAction, type SeamlessContext, seamlessCall } from '../seamless/protocol.ts';
import type { HouseDeps } from './context.ts';
import { actInRound, rotateSeed, startSession } from './moves.ts';
import { playRound } from './play.ts';

export function houseRoutes(app: FastifyInstance, deps: HouseDeps): void {
  const noStore = { 'cache-control': 'no-store' };
  route(app, H.HouseSessionStart, async (request, reply) => reply.headers(noStore).send(await startSession(deps, request.body.token)));
  route(app, H.HousePlay, async (request, reply) => reply.headers(noStore).send(await playRound(deps, request.body)));
  route(app, H.HouseAct, async (request, reply) => reply.headers(noStore).send(await actInRound(deps, request.body)));
  route(app, H.HouseRotateSeed, async (request, reply) =>
    reply.headers(noStore).send(await rotateSeed(deps, request.body.token, request.body.client_seed)),
  );
}

/** Mounts the Hub88-shaped wallet callbacks for the given providers' contexts (by provider id). */
export function seamlessRoutes(app: FastifyInstance, contexts: ReadonlyMap<string, SeamlessContext>): void {
  const mount = (endpoint: (typeof S.SEAMLESS_ENDPOINTS)[number], action: SeamlessAction) =>
    route(app, endpoint, async (request, reply) => {
      const ctx = contexts.get(request.params.provider);
      if (ctx === undefined) {
        throw new HttpError(404, 'NOT_FOUND', 'Endpoint not found');
      }
      const signature = request.headers['x-hub88-signature'];
      const answer = await seamlessCall(ctx, action, request.rawBody, request.body, typeof signature === 'string' ? signature : undefined);
      return reply.header('cache-control', 'no-store').send(answer);
    });
  mount(S.SeamlessBalance, 'user/balance');
  mount(S.SeamlessInfo, 'user/info');
  mount(S.SeamlessBet, 'transaction/bet');
  mount(S.SeamlessWin, 'transaction/win');
  mount(S.SeamlessRollback, 'transaction/rollback');
}
