// The client's calls come from the endpoint declarations (issue 12): every cached read the client makes is a GET
// of a declared endpoint, its path parameters and query pass that endpoint's own request structs (what the
// server validates with at its edge), and its answer decodes with the declared success struct. The home route's
// calls (schema/endpoints/reads.ts) are the very method, path and answers of the whole declarations.
import { MatchesResponse } from '../../schema/match.ts';
import { describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import type { Endpoint } from '../../schema/endpoint.ts';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import * as Reads from '../../schema/endpoints/reads.ts';
import { TicketByReference } from '../../schema/endpoints/tickets.ts';
import {
  bannersResource,
  categoriesResource,
  homepageResource,
  marketsResource,
  matchesPageResource,
  matchesResource,
  mixedTopSportsResource,
  sportsResource,
  sportTopSportsResource,
  topLeaguesResource,
  topSportsResource,
  tournamentsResource,
  type ResourceDef,
} from '../../sync/resources.ts';
import { expressResource } from '../../sync/express.ts';
import { bettingConfigResource } from '../../sync/points.ts';
import { historyResource } from '../../sync/history.ts';
import { pathOf } from '../../sync/declared.ts';

const session = { token: 'tok', merchantId: 'birrbet-demo' };
const NOW = Date.UTC(2026, 10, 21, 12);

const READS: ResourceDef[] = [
  sportsResource(),
  categoriesResource('1'),
  tournamentsResource('c 1'),
  topLeaguesResource(),
  matchesResource('t1'),
  matchesPageResource('t1', 3),
  marketsResource('m/1'),
  topSportsResource(),
  sportTopSportsResource('2'),
  mixedTopSportsResource(),
  homepageResource(),
  bannersResource('HOMEPAGE_MOBILE'),
  expressResource(''),
  expressResource('1'),
  bettingConfigResource('birrbet-demo'),
  historyResource({ userId: '100234', session, status: 'WON', period: 'week', offset: 20, nowMs: NOW }),
  historyResource({ userId: '100234', session, status: 'ALL', period: 'all', offset: 0, nowMs: NOW }),
];

/** The GET declaration whose path matches, with the parameters read back from the path. */
function declarationOf(path: string): { endpoint: Endpoint; params: Record<string, string> } | null {
  for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    const m = pattern.exec(path);
    if (m) {
      return { endpoint, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')])) };
    }
  }
  return null;
}

describe('cached reads come from the declarations', () => {
  for (const read of READS) {
    it(`${read.key}: a declared GET whose request passes the server's own structs, decoded with its 200 answer`, () => {
      const found = declarationOf(read.path);
      expect(found, read.path).not.toBeNull();
      const { endpoint, params } = found!;
      // The home's whole list decodes with the spec's lenient shape (only `matches` promised, spec §7), which the
      // declared answer (with paging) always satisfies; every other read uses the declared struct itself.
      expect(read.struct).toBe(read.key.startsWith('matches:') ? MatchesResponse : endpoint.responses[200]);
      if (endpoint.params) {
        expect(endpoint.params.validate(params, { coerce: true })[0]?.message).toBeUndefined();
      }
      if (endpoint.query) {
        expect(endpoint.query.validate({ ...read.query }, { coerce: true })[0]?.message).toBeUndefined();
        // Every field the client sends is one the declaration knows (type() would let a misspelt one through).
        const known = Object.keys((endpoint.query as Struct<unknown, Record<string, unknown>>).schema);
        expect(Object.keys(read.query ?? {}).filter((k) => !known.includes(k))).toEqual([]);
      } else {
        expect(read.query ?? {}).toEqual({});
      }
    });
  }

  it('the home route’s calls are the whole declarations’ method, path and answers', () => {
    for (const [name, call] of Object.entries(Reads)) {
      if (!('path' in call)) {
        continue; // an answer struct, not a call
      }
      const whole = ENDPOINTS.filter((e) => e.method === call.method && e.path === call.path);
      expect(whole, name).toHaveLength(1);
      expect(whole[0]!.responses, name).toEqual(call.responses);
    }
  });
});

describe('pathOf', () => {
  it('fills and encodes the parameters the declaration names', () => {
    expect(pathOf(TicketByReference, { reference: 'BB 7/Q' })).toBe('/api/v1/tickets/reference/BB%207%2FQ');
    expect(pathOf(Reads.SportCategories, { sportId: '1' })).toBe('/api/v1/sports/1/categories');
    expect(pathOf(Reads.ListSports)).toBe('/api/v1/sports');
  });
});
