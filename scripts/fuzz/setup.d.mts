// Types of setup.mjs's pure part, for the TypeScript tests that import it.
import type { Leg, Rng, TicketOptions } from './routes.d.mts';

export function ticketBodyMaker(legs: readonly Leg[], userId: string): (rng: Rng, options?: TicketOptions) => Record<string, unknown>;
