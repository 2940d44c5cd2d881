// The other lists (schema/endpoints/game-lists.ts), each a view of the one catalogue, and their launches through
// the same launchGame rules: the supplier list (/abcd), the frozen casino (/frozen), InBet (/inbet: InBet's own
// games only, issue 29) and the virtual games by provider id (/virtuals). The texts are the spec's for each list.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from '../../../schema/endpoints/game-lists.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type GamesDeps, LIST_CACHE } from './deps.ts';
import { INBET } from './adapters/inbet.ts';
import { GOLDEN_RACE } from './catalog/house-games.ts';
import { findGame, findGames, type GameRow } from './catalog/query.ts';
import { launchGame, type LaunchInput } from './launch/launch.ts';
import { optionalPrincipal } from './launch/session.ts';

const ALL = 1000;
const DEMO_USER = 'demo_player';

const INBET_TYPES = ['bet', 'egame', 'slot'] as const;
type InbetType = (typeof INBET_TYPES)[number];
const isInbetType = (t: string): t is InbetType => (INBET_TYPES as readonly string[]).includes(t);
/** The InBet list is InBet's own games under their own type (issue 29): ours (crash, keno, the virtual sports …) are
 *  not InBet's, and InBet's three headings have no true place for most of them (a crash game is not a keno game). */
const isInbetGame = (g: GameRow | null): g is GameRow & { type: InbetType } => g !== null && g.provider_id === INBET && isInbetType(g.type);
const inbetGame = (g: GameRow & { type: InbetType }) => ({ id: g.id, name: g.name, type: g.type, preview: g.thumbnail });
const notFound = (): HttpError => new HttpError(404, 'GAME_NOT_FOUND', 'Game not found');

export function listRoutes(app: FastifyInstance, deps: GamesDeps): void {
  const { db, now } = deps;
  const launch = async (request: FastifyRequest, input: Omit<LaunchInput, 'principal' | 'ip' | 'publicBaseUrl'>, sessionId?: string) => {
    const nowMs = now();
    const principal = await optionalPrincipal(db, request, nowMs, sessionId);
    return launchGame(db, deps.suppliers, { ...input, principal, ip: request.ip, publicBaseUrl: deps.publicBaseUrl }, nowMs);
  };

  route(app, E.ListSupplierGames, async (request, reply) => {
    const q = request.query;
    const { games } = await findGames(db, { scope: 'casino' }, ALL, 0);
    const has = (field: string | undefined, value: string | null): boolean =>
      field === undefined || (value ?? '').toLowerCase().includes(field.toLowerCase());
    const listed = games
      .map((g) => ({
        gameId: g.id,
        gameLabel: g.name,
        gameBrand: g.provider_name,
        gameTechnology: 'html5',
        logoUrl: g.thumbnail,
        thumbnailUrl: g.thumbnail,
      }))
      .filter(
        (g) =>
          (q.gameId === undefined || g.gameId === q.gameId) &&
          has(q.gameLabel, g.gameLabel) &&
          has(q.gameBrand, g.gameBrand) &&
          has(q.gameTechnology, g.gameTechnology) &&
          has(q.logoUrl, g.logoUrl) &&
          has(q.thumbnailUrl, g.thumbnailUrl),
      );
    reply.header('cache-control', LIST_CACHE);
    return { games: listed };
  });

  route(app, E.LaunchSupplierGame, async (request, reply) => {
    const q = request.query;
    const mode = q.mode ?? 'demo';
    if (mode !== 'real' && mode !== 'demo') {
      throw new HttpError(400, 'INVALID_MODE', 'Invalid game mode specified');
    }
    const launched = await launch(request, {
      gameId: q.game,
      mode,
      userId: q.player_id,
      idName: 'player',
      currency: undefined,
      language: q.language,
      device: q.device ?? 'desktop',
    });
    reply.header('cache-control', 'no-store');
    return { game_url: launched.url };
  });

  route(app, E.ListFrozenGames, async (request, reply) => {
    const page = request.query.page ?? 1;
    const pageSize = request.query.page_size ?? 20;
    const filter = { scope: 'casino' as const, category: request.query.category, provider: request.query.provider, search: request.query.search };
    const { games, total } = await findGames(db, filter, pageSize, (page - 1) * pageSize);
    reply.header('cache-control', LIST_CACHE);
    return {
      success: true as const,
      data: {
        games: games.map((g) => ({
          game_uuid: g.id,
          name: g.name,
          provider: g.provider_name,
          thumbnail: g.thumbnail,
          category: g.category,
          is_new: g.is_new,
          is_popular: g.is_popular,
          is_jackpot: g.is_jackpot,
          has_demo: g.has_demo,
        })),
        total,
        page,
        page_size: pageSize,
      },
    };
  });

  route(app, E.InitFrozenGame, async (request, reply) => {
    const b = request.body;
    const launched = await launch(
      request,
      { gameId: b.game_uuid, mode: 'real', userId: b.player_id, idName: 'player', currency: b.currency, language: b.language, device: 'desktop' },
      b.session_id,
    );
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { url: launched.url } };
  });

  route(app, E.InitFrozenDemo, async (request, reply) => {
    const b = request.body;
    const launched = await launch(request, {
      gameId: b.game_uuid,
      mode: 'demo',
      userId: undefined,
      idName: 'player',
      currency: undefined,
      language: b.language,
      device: 'desktop',
    });
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { url: launched.url } };
  });

  route(app, E.ListInbetGames, async (_request, reply) => {
    const { games } = await findGames(db, { scope: 'all', provider: INBET }, ALL, 0);
    reply.header('cache-control', LIST_CACHE);
    return { success: true as const, games: games.filter(isInbetGame).map(inbetGame) };
  });

  route(app, E.InitInbetGame, async (request, reply) => {
    const b = request.body;
    if (b.game_id === undefined || b.game_id.trim() === '') {
      throw new HttpError(400, 'INVALID_GAME_ID', 'Valid game ID is required');
    }
    if (b.user_id === undefined || b.user_id.trim() === '') {
      throw new HttpError(400, 'INVALID_USER_ID', 'Valid user ID is required');
    }
    // InBet's init starts InBet's games only, as its list names only them.
    if (!isInbetGame(await findGame(db, b.game_id.trim()))) {
      throw notFound();
    }
    const launched = await launch(request, {
      gameId: b.game_id.trim(),
      mode: 'real',
      userId: b.user_id.trim(),
      idName: 'user',
      currency: undefined,
      language: b.language,
      device: b.device ?? 'mobile',
    });
    reply.header('cache-control', 'no-store');
    return { success: true as const, iframe_url: launched.url };
  });

  route(app, E.InbetGameById, async (request, reply) => {
    const game = await findGame(db, request.query.id);
    if (!isInbetGame(game)) {
      throw notFound();
    }
    reply.header('cache-control', LIST_CACHE);
    return { success: true as const, game: inbetGame(game) };
  });

  route(app, E.ListVirtualGames, async (request, reply) => {
    const { games } = await findGames(db, { scope: 'virtual', provider: request.query.provider_id ?? GOLDEN_RACE }, ALL, 0);
    reply.header('cache-control', LIST_CACHE);
    return {
      success: true as const,
      data: games.map((g) => ({ id: g.id, name: g.name, thumbnail: g.thumbnail, is_available: g.is_available, provider_id: g.provider_id })),
    };
  });

  route(app, E.LaunchVirtualGame, async (request, reply) => {
    const b = request.body;
    const demo = b.mode === 'demo' || b.user_id === DEMO_USER;
    const launched = await launch(request, {
      gameId: b.game_id,
      mode: demo ? 'demo' : 'real',
      userId: b.user_id,
      idName: 'user',
      currency: b.currency,
      language: b.language,
      device: b.device ?? 'mobile',
    });
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { url: launched.url } };
  });
}
