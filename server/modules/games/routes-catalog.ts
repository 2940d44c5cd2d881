// Catalogue 3 routes (schema/endpoints/games.ts): the lobby list, a game, the providers, the launch and the
// operator's sync. Lists are public to any signed caller and may be cached briefly; launches are never cached.
// The operator's sync is audited ('games.sync', what was synced and which suppliers failed) in the transaction that
// writes the catalogue — also when a supplier failed (a 502): what the others listed is written all the same.
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/games.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { type GamesDeps, LIST_CACHE } from './deps.ts';
import { casinoProviders, catalogStats, categoryCounts, findGame, findGames, presentGame } from './catalog/query.ts';
import { syncGames } from './catalog/sync.ts';
import { launchGame } from './launch/launch.ts';
import { optionalPrincipal } from './launch/session.ts';

export function catalogRoutes(app: FastifyInstance, deps: GamesDeps): void {
  const { db, now } = deps;

  route(app, E.ListGames, async (request, reply) => {
    const limit = request.query.limit ?? 20;
    const offset = request.query.offset ?? 0;
    const filter = { scope: 'casino' as const, provider: request.query.provider, category: request.query.category, search: request.query.search };
    const [{ games, total }, providers, categories] = await Promise.all([
      findGames(db, filter, limit, offset),
      casinoProviders(db),
      categoryCounts(db, filter),
    ]);
    reply.header('cache-control', LIST_CACHE);
    return {
      success: true as const,
      data: { games: games.map(presentGame), total, page: Math.floor(offset / limit) + 1, per_page: limit, providers, categories },
    };
  });

  route(app, E.ListGameProviders, async (_request, reply) => {
    reply.header('cache-control', LIST_CACHE);
    return { success: true as const, data: await casinoProviders(db) };
  });

  route(app, E.GamesStats, async (_request, reply) => {
    reply.header('cache-control', LIST_CACHE);
    return { success: true as const, data: await catalogStats(db) };
  });

  route(app, E.GameById, async (request, reply) => {
    const game = await findGame(db, request.params.id);
    if (game === null) {
      throw new HttpError(404, 'GAME_NOT_FOUND', 'Game not found');
    }
    reply.header('cache-control', LIST_CACHE);
    return { success: true as const, data: presentGame(game) };
  });

  route(app, E.LaunchGame, async (request, reply) => {
    const body = request.body;
    const nowMs = now();
    const launched = await launchGame(
      db,
      deps.suppliers,
      {
        gameId: body.game_id,
        mode: body.is_demo === true ? 'demo' : 'real',
        userId: body.user_id,
        idName: 'user',
        principal: await optionalPrincipal(db, request, nowMs),
        currency: body.currency,
        language: body.language,
        device: body.device ?? 'mobile',
        ip: request.ip,
        publicBaseUrl: deps.publicBaseUrl,
      },
      nowMs,
    );
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { launch_url: launched.url, mode: launched.mode, game_id: launched.gameId } };
  });

  route(app, E.SyncGames, async (request, reply) => {
    const { actor } = operatorOf(request);
    const nowMs = now();
    const result = await syncGames(db, [...deps.suppliers.values()], nowMs, async (trx, after) => {
      await appendAudit(trx, actor, { action: 'games.sync', after, reason: null }, nowMs);
    });
    if (result.failed.length > 0) {
      throw new HttpError(502, 'SYNC_FAILED', `Sync failed: ${result.failed.join(', ')} did not answer`);
    }
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { games: result.games, providers: result.providers } };
  });
}
