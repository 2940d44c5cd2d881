// `npm run fuzz` generates its requests from the endpoint declarations (schema/endpoints/): every declared
// endpoint is a route, each route's base request (before mutations) passes the endpoint's own structs with
// coercion as the server's edge applies them, fields get real values from the context by field name, and a new
// declaration is fuzzed with no other change. The boundary values derived from a field's JSON Schema are
// refused by its struct. No server: the context is what setup.mjs would learn, written out.
import { enums, integer, nullable, optional, size, string, type, validate, array, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpoint, QueryBool, QueryInt, Text, type Endpoint } from '../../schema/endpoint.ts';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { IsoInstant } from '../../schema/endpoints/wire.ts';
import { annotated } from '../../schema/json-schema.ts';
import { invalidValues } from '../../scripts/fuzz/boundary.mjs';
import { baseRequest, routesFrom, type BaseRequest, type FuzzContext, type Leg, type Rng } from '../../scripts/fuzz/routes.mjs';
import { asText } from '../../scripts/fuzz/schema-values.mjs';
import { ticketBodyMaker } from '../../scripts/fuzz/setup.mjs';

/** A seeded generator with the harness's interface (a small LCG: the test only needs repeatable variety). */
function rngOf(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p) => next() < p,
  };
}

const LEGS: Leg[] = [
  {
    match_id: 'sr:match:101',
    market_id: '1',
    outcome_id: '1',
    odds: 1.85,
    specifier: '',
    sport_id: 'sr:sport:1',
    category_id: 'sr:category:1',
    tournament_id: 'sr:tournament:17',
  },
  {
    match_id: 'sr:match:102',
    market_id: '18',
    outcome_id: '12',
    odds: 2.1,
    specifier: 'total=2.5',
    sport_id: 'sr:sport:1',
    category_id: 'sr:category:1',
    tournament_id: 'sr:tournament:17',
  },
  {
    match_id: 'sr:match:201',
    market_id: '219',
    outcome_id: '4',
    odds: 1.5,
    specifier: '',
    sport_id: 'sr:sport:2',
    category_id: 'sr:category:15',
    tournament_id: 'sr:tournament:132',
  },
  {
    match_id: 'sr:match:202',
    market_id: '219',
    outcome_id: '5',
    odds: 1.2,
    specifier: '',
    sport_id: 'sr:sport:2',
    category_id: 'sr:category:15',
    tournament_id: 'sr:tournament:132',
  },
];

function context(): FuzzContext {
  let keys = 0;
  return {
    merchantId: 'birrbet-demo',
    phone: '0911223344',
    password: 'fuzz-pass-9137',
    token: 'session-of-the-fuzz-player',
    userId: '10000042',
    spareTokens: ['session-of-the-spare-player'],
    pools: {
      sportId: ['sr:sport:1', 'sr:sport:2'],
      categoryId: ['sr:category:1'],
      tournamentId: ['sr:tournament:17'],
      matchId: ['sr:match:101'],
      reference: ['TKT-8F3K2Q'],
      ticketId: ['ticket-1'],
      userId: ['10000042'],
    },
    legs: LEGS,
    ticketBody: ticketBodyMaker(LEGS, '10000042'),
    points: { minStake: 30, minOdds: 1.45, count: [2, 3] },
    nextKey: () => {
      keys += 1;
      return `fuzz-key-${keys}`;
    },
  };
}

const texts = (values: Record<string, unknown>): Record<string, string> => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, asText(v)]));

/** The request's parts as the server's edge sees them: texts in the path, query and headers; the body as JSON. */
function failures(e: Endpoint, req: BaseRequest): string[] {
  const parts: [string, Struct<any, any> | undefined, unknown][] = [
    ['params', e.params, texts(req.params)],
    ['query', e.query, texts(req.query)],
    ['headers', e.headers, texts(req.headers)],
    ['body', e.body, req.body === undefined ? undefined : JSON.parse(JSON.stringify(req.body))],
  ];
  return parts.flatMap(([part, struct, value]) => {
    const [error] = struct ? validate(value, struct, { coerce: true }) : [undefined];
    return error ? [`${e.id} ${part} ${JSON.stringify(value).slice(0, 200)}: ${error.message}`] : [];
  });
}

describe('fuzz routes come from the endpoint declarations', () => {
  const routes = routesFrom(ENDPOINTS);

  it('makes one route per declared endpoint, with its method, path and access', () => {
    expect(routes.map((r) => [r.id, r.method, r.path, r.access])).toEqual(ENDPOINTS.map((e) => [e.id, e.method, e.path, e.access]));
    expect(
      routes
        .filter((r) => r.socket)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/admin/v1/dashboard/live', '/api/v1/auth/ws', '/api/v1/auth/ws/']);
  });

  it("gives every endpoint base requests that pass the endpoint's own structs", () => {
    const ctx = context();
    const found = ENDPOINTS.flatMap((e, i) =>
      Array.from({ length: 40 }, (_, seed) => failures(e, baseRequest(routes[i]!, ctx, rngOf(seed + 1)))).flat(),
    );
    expect(found).toEqual([]);
  });

  it('fills every path parameter and takes real values by field name', () => {
    const ctx = context();
    const rng = rngOf(7);
    const byId = (id: string) => baseRequest(routes.find((r) => r.id === id)!, ctx, rng);
    for (const route of routes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      expect(Object.keys(baseRequest(route, ctx, rng).params).sort()).toEqual([...names].sort());
    }
    expect(byId('matchMarkets').params).toEqual({ matchId: expect.stringMatching(/^sr:match:/) });
    expect(byId('ticketByReference').params).toEqual({ reference: 'TKT-8F3K2Q' });
    expect(byId('playerTickets').params).toEqual({ userId: '10000042' });
    expect(byId('tournamentMatches').query.tournament_id).toBe('sr:tournament:17');
    // A logout carries the spare player's session, never the fuzz player's own.
    expect(byId('logout').session).toBe('session-of-the-spare-player');
    expect(byId('refreshSession').session).toBe('session-of-the-fuzz-player');
    // One price change names one priced leg: match, market, outcome and odds agree.
    const changes = (byId('changeOdds').body as { changes: Record<string, unknown>[] }).changes;
    for (const change of changes) {
      const leg = LEGS.find((l) => l.outcome_id === change['outcome_id'])!;
      expect(change).toMatchObject({ match_id: leg.match_id, market_id: leg.market_id, odds: leg.odds });
    }
  });

  it('builds tickets whose legs are distinct priced matches and whose bet type follows their count', () => {
    const ctx = context();
    for (let seed = 1; seed <= 30; seed += 1) {
      const points = baseRequest(routes.find((r) => r.id === 'placePointsTicket')!, ctx, rngOf(seed)).body as {
        stake: number;
        selections: { match_id: string; odds: number }[];
      };
      expect(points.stake).toBe(30);
      expect(points.selections.length).toBeGreaterThanOrEqual(2);
      expect(new Set(points.selections.map((s) => s.match_id)).size).toBe(points.selections.length);
      expect(points.selections.every((s) => s.odds >= 1.45)).toBe(true);
      const body = baseRequest(routes.find((r) => r.id === 'placeMoneyTicket')!, ctx, rngOf(seed)).body as {
        bet_type: string;
        selections: { match_id: string; odds: number }[];
      };
      const matches = body.selections.map((s) => s.match_id);
      expect(new Set(matches).size).toBe(matches.length);
      expect(body.bet_type).toBe(matches.length === 1 ? 'SINGLE' : 'MULTIPLE');
      expect(body.selections.every((s) => LEGS.some((l) => l.match_id === s.match_id && l.odds === s.odds))).toBe(true);
    }
  });
});

describe('a new endpoint is fuzzed from its declaration alone', () => {
  const Kind = enums(['FIRST', 'SECOND']);
  // `count` carries its bounds with annotated() as the declarations do (size() alone keeps none for the JSON Schema).
  const Fake = endpoint({
    id: 'fakeNewEndpoint',
    method: 'POST',
    path: '/api/v1/fake/:matchId/things/:thingId',
    tag: 'test',
    access: 'session',
    summary: 'A declaration no fuzzer code knows about.',
    params: type({ matchId: Text(64, 1), thingId: Text(20, 3) }),
    query: type({ page: optional(QueryInt(1, 50)), fresh: optional(QueryBool), kind: optional(Kind), since: optional(IsoInstant) }),
    body: type({
      kind: Kind,
      count: annotated(size(integer(), 2, 9), { minimum: 2, maximum: 9 }),
      note: optional(nullable(Text(30))),
      picks: array(type({ match_id: Text(64, 1), outcome_id: Text(64, 1), odds: optional(Text(10)) })),
      user_id: string(),
    }),
    responses: {},
  });
  const [route] = routesFrom([Fake as Endpoint]);

  it('yields a route and valid base requests, with real ids where field names match', () => {
    expect(route).toMatchObject({ id: 'fakeNewEndpoint', method: 'POST', access: 'session', socket: false });
    const ctx = context();
    for (let seed = 1; seed <= 40; seed += 1) {
      const req = baseRequest(route!, ctx, rngOf(seed));
      expect(failures(Fake as Endpoint, req)).toEqual([]);
      expect(LEGS.map((l) => l.match_id)).toContain(req.params['matchId']);
      const body = req.body as { user_id: string; picks: { match_id: string; outcome_id: string }[] };
      expect(body.user_id).toBe('10000042');
      for (const pick of body.picks) {
        expect(LEGS.find((l) => l.match_id === pick.match_id)?.outcome_id).toBe(pick.outcome_id);
      }
    }
  });

  it('derives boundary values its struct refuses: min-1, max+1, too long, wrong type, enum near-misses', () => {
    const rng = rngOf(3);
    const query = route!.schemas.query!['properties'] as Record<string, Record<string, unknown>>;
    const params = route!.schemas.params!['properties'] as Record<string, Record<string, unknown>>;
    expect(invalidValues(query['page']!, rng)).toEqual(expect.arrayContaining([0, 51, 1.5, 'abc']));
    expect(invalidValues(params['thingId']!, rng)).toEqual(expect.arrayContaining(['xx', 'x'.repeat(21), 0, true]));
    const nearMisses = invalidValues(query['kind']!, rng).filter((v) => typeof v === 'string');
    expect(nearMisses.length).toBeGreaterThanOrEqual(4);
    const refused = (struct: Struct<any, any>, value: unknown) => validate(asText(value), struct, { coerce: true })[0] !== undefined;
    expect(nearMisses.every((v) => refused(Kind, v))).toBe(true);
    expect([0, 51, 1.5, 'abc'].every((v) => refused(QueryInt(1, 50), v))).toBe(true);
    expect(
      invalidValues(query['since']!, rng)
        .filter((v) => typeof v === 'string' && v.startsWith('2026'))
        .every((v) => refused(IsoInstant, v)),
    ).toBe(true);
  });
});
