// GET /api/v1/composite/homepage-data: everything the home page shows first, in one signed answer, to save
// round trips on slow networks. Each part is exactly what its single call answers (lists.ts), so the client
// decodes them with the same structs and may refresh any part alone afterwards. It also carries the phone
// home's banners (HOMEPAGE_MOBILE of the signed merchant), so the carousel costs no round trip. Invariants:
// only upcoming matches; the answer holds no clock value, so an unchanged catalogue and unchanged banners give
// the same ETag (a 304 on revisit), and a banner change changes it (the ETag is a hash of the body).
import type { FastifyInstance } from 'fastify';
import { sortSportsForStrip } from '../../../domain/ordering.ts';
import type { Db } from '../../db/index.ts';
import { BANNER_TYPE } from '../../../schema/banner.ts';
import { HomepageData } from '../../../schema/endpoints/catalog-browse.ts';
import { listBanners } from '../promotions/banners.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { categoryList, mixedTopMatches, topLeagueList, topSportsList, tournamentList, withExtras, type WireTopLeague } from './lists.ts';
import { pageSize } from './query.ts';
import * as repo from './repo.ts';
import type { CatalogPolicies, CatalogRoutesOptions } from './routes.ts';

const NO_WINDOW = { from: null, to: null };

/**
 * The league the home page opens for a sport: its first top league, else the first tournament (by the spec's
 * priority) of its first category (Ethiopia first) that has upcoming matches; null when the sport has none.
 */
async function openingLeague(db: Db, at: Date, sportId: string, topLeagues: WireTopLeague[]): Promise<WireTopLeague | null> {
  const top = topLeagues.find((l) => l.sport_id === sportId);
  if (top !== undefined) {
    return top;
  }
  const [category] = await categoryList(db, sportId, at, NO_WINDOW, true);
  if (category === undefined) {
    return null;
  }
  const [t] = await tournamentList(db, category.category_id, at, true);
  return t === undefined
    ? null
    : {
        id: t.id,
        name: t.name,
        category_name: t.category_name,
        sport_id: t.sport_id,
        sport_name: t.sport_name,
        country_code: t.country_code,
      };
}

export function homepageRoutes(app: FastifyInstance, { db, now, cache }: CatalogRoutesOptions, p: CatalogPolicies): void {
  route(
    app,
    HomepageData,
    cached(cache, p.home, async (req) => {
      const at = new Date(now());
      const size = pageSize(req.query, 10, 100);
      const sports = (await repo.listSports(db, at)).filter((s) => s.match_count > 0);
      const requested = req.query.sport_id;
      if (requested !== undefined && !(await repo.findSport(db, requested))) {
        throw notFound('Sport');
      }
      // The sport the page opens on: the one asked for, else the first of the sport strip (soccer).
      const sportId = requested ?? sortSportsForStrip(sports, (s) => s.name)[0]?.id ?? null;
      const topLeagues = await topLeagueList(db, at);
      const league = sportId === null ? null : await openingLeague(db, at, sportId, topLeagues);
      const leagueMatches = league === null ? null : await repo.tournamentMatches(db, league.id, at, size, 0);
      return {
        sports,
        top_leagues: topLeagues,
        top_matches: await mixedTopMatches(db, at),
        // Only the opening sport's list: the phone shows one sport's Upcoming at a time (each other sport's
        // comes with /top-sports?sport_id= when chosen), and every sport's would be most of the answer.
        top_sports: await topSportsList(db, at, 1, size, sportId ?? ''),
        sport_id: sportId,
        league:
          league === null || leagueMatches === null
            ? null
            : {
                ...league,
                matches: await withExtras(db, leagueMatches.rows),
                total: leagueMatches.total,
              },
        page_size: size,
        banners: req.merchantId === null ? [] : await listBanners(db, req.merchantId, BANNER_TYPE.phone),
      };
    }),
  );
}
