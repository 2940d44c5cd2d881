// Market-type calls of spec §7: a tournament's markets tree, the market categories (groups) of a sport and
// their subcategories (market types), and the matches of one market type. Invariants: only upcoming matches
// count; a tree is built from what the stored matches really offer, so every type it names can be listed;
// unknown sports, tournaments and market categories are 404s with the usual '<X> not found' texts. Declared in
// schema/endpoints/catalog-markets.ts (a malformed query or id is refused there).
import type { FastifyInstance } from 'fastify';
import { MarketCategories, MarketSubcategories, MarketsTree, MatchesByMarketType } from '../../../schema/endpoints/catalog-markets.ts';
import type { Db } from '../../db/index.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { withExtras } from './lists.ts';
import { marketTree, marketsOfType, typeName, withMarketType, type MarketScope } from './market-types.ts';
import { badRequest, paging } from './query.ts';
import * as repo from './repo.ts';
import { MATCH_COLUMNS, count } from './repo.ts';
import type { CatalogPolicies, CatalogRoutesOptions } from './routes.ts';
import { kickoffWindow } from './time-filter.ts';

/** The sport whose market types the categories calls describe when none is named: soccer, the default sport (spec §2). */
const DEFAULT_MARKET_SPORT = '1';

async function sportScope(db: Db, sportId: string | undefined): Promise<string> {
  const id = sportId ?? DEFAULT_MARKET_SPORT;
  if (!(await repo.findSport(db, id))) {
    throw notFound('Sport');
  }
  return id;
}

export function marketRoutes(app: FastifyInstance, { db, now, cache }: CatalogRoutesOptions, p: CatalogPolicies): void {
  route(
    app,
    MarketsTree,
    cached(cache, p.priced, async (req) => {
      const at = new Date(now());
      const tournament = await db
        .selectFrom('tournaments as t')
        .innerJoin('categories as c', 'c.id', 't.category_id')
        .innerJoin('sports as s', 's.id', 't.sport_id')
        .select(['t.id', 't.name', 't.category_id', 'c.name as category_name', 't.sport_id', 's.name as sport_name', 'c.country_code'])
        .where('t.id', '=', req.params.tournamentId)
        .executeTakeFirst();
      if (!tournament) {
        throw notFound('Tournament');
      }
      const total = await repo.upcomingMatches(db, at).select(count.as('n')).where('m.tournament_id', '=', tournament.id).executeTakeFirstOrThrow();
      return { tournament, match_count: total.n, groups: await marketTree(db, at, { tournamentId: tournament.id }) };
    }),
  );

  route(
    app,
    MarketCategories,
    cached(cache, p.priced, async (req) => {
      const sportId = await sportScope(db, req.query.sport_id);
      const groups = await marketTree(db, new Date(now()), { sportId });
      return { sport_id: sportId, categories: groups.map((g) => ({ id: g.id, name: g.name, market_count: g.markets.length })) };
    }),
  );

  route(
    app,
    MarketSubcategories,
    cached(cache, p.priced, async (req) => {
      const sportId = await sportScope(db, req.query.sport_id);
      const group = (await marketTree(db, new Date(now()), { sportId })).find((g) => g.id === req.params.categoryId);
      if (!group) {
        throw notFound('Market category');
      }
      return { sport_id: sportId, category: { id: group.id, name: group.name }, subcategories: group.markets };
    }),
  );

  route(
    app,
    MatchesByMarketType,
    cached(cache, p.filteredPriced, async (req) => {
      const q = req.query;
      const nowMs = now();
      const window = kickoffWindow(q.time_filter, nowMs);
      if (q.sport_id === undefined && q.tournament_id === undefined) {
        throw badRequest('sport_id or tournament_id is required');
      }
      if (q.sport_id !== undefined && !(await repo.findSport(db, q.sport_id))) {
        throw notFound('Sport');
      }
      if (q.tournament_id !== undefined && !(await repo.findTournament(db, q.tournament_id))) {
        throw notFound('Tournament');
      }
      const scope: MarketScope = { sportId: q.sport_id, tournamentId: q.tournament_id };
      const specifier = q.specifier === undefined || q.specifier === '' ? null : q.specifier;
      const { page, size, offset } = paging(q, 50, 200);
      const base = () =>
        withMarketType(db, new Date(nowMs), scope, q.market_type, specifier)
          .$call((qb) => (window.from === null ? qb : qb.where('m.start_time', '>=', window.from)))
          .$call((qb) => (window.to === null ? qb : qb.where('m.start_time', '<', window.to)));
      const rows = await base().select(MATCH_COLUMNS).orderBy('m.start_time').orderBy('m.id').limit(size).offset(offset).execute();
      const total = await base().select(count.as('n')).executeTakeFirstOrThrow();
      const [matches, markets] = await Promise.all([
        withExtras(db, rows),
        marketsOfType(
          db,
          rows.map((r) => r.id),
          q.market_type,
          specifier,
        ),
      ]);
      const first = [...markets.values()].flat()[0];
      return {
        market_type: { market_id: q.market_type, name: first === undefined ? null : typeName(first.name, first.specifier ?? '') },
        matches: matches.map((m) => ({ ...m, markets: markets.get(m.id) ?? [] })),
        total: total.n,
        page,
        page_size: size,
      };
    }),
  );
}
