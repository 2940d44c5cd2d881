// Types of routes.mjs (plain JavaScript: `npm run fuzz` runs it), for the TypeScript tests that import it.
import type { Endpoint } from '../../schema/endpoint.ts';
import type { JsonSchema } from '../../schema/json-schema.ts';

/** The run's seeded generator (scripts/harness/rng.mjs). */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export interface Leg {
  match_id: string;
  market_id: string;
  outcome_id: string;
  odds: number;
  specifier: string;
  sport_id?: string;
  category_id?: string;
  tournament_id?: string;
}

export interface TicketOptions {
  count?: [number, number];
  minOdds?: number;
}

/** What setup.mjs prepare() learns before the run: the fuzz player, its sessions and pools of real ids. */
export interface FuzzContext {
  merchantId: string;
  phone: string;
  password: string;
  token: string;
  userId: string;
  spareTokens: string[];
  pools: Record<'sportId' | 'categoryId' | 'tournamentId' | 'matchId' | 'reference' | 'ticketId' | 'userId', string[]>;
  legs: Leg[];
  ticketBody(rng: Rng, options?: TicketOptions): Record<string, unknown>;
  /** The merchant's points rules as a points ticket needs them. */
  points: { minStake: number } & TicketOptions;
  nextKey(): string;
}

export interface FuzzRoute {
  id: string;
  method: string;
  path: string;
  access: Endpoint['access'];
  socket: boolean;
  schemas: { params?: JsonSchema; query?: JsonSchema; body?: JsonSchema; headers?: JsonSchema };
}

export interface BaseRequest {
  session: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

export function routesFrom(endpoints: readonly Endpoint[]): FuzzRoute[];
export function baseRequest(route: FuzzRoute, ctx: FuzzContext, rng: Rng): BaseRequest;
