// Types of fillers.mjs, for the TypeScript that imports it (the schema-driven contract test, scripts/contract/).
import type { FuzzContext, Rng } from './routes.d.mts';

export function fillerFor(
  ctx: FuzzContext,
  rng: Rng,
  request: { session: string; routeId: string },
): (name: string, scope?: { fields: Set<string> }) => unknown;
export const BODY_OVERRIDES: Record<string, (ctx: FuzzContext, rng: Rng) => unknown>;
export function sessionFor(endpointId: string, ctx: FuzzContext): string;
