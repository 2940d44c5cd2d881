// Types of setup.mjs's pure part, for the TypeScript tests that import it.
import type { Leg, Rng, TicketOptions } from './routes.d.mts';

export function ticketBodyMaker(legs: readonly Leg[], userId: string): (rng: Rng, options?: TicketOptions) => Record<string, unknown>;

/** What the setup calls the server through: a JSON answer of a signed call ({status, body, json}). */
export interface FuzzClient {
  call(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: the answer's JSON, whatever the call answered; setup reads its fields as it knows them
  ): Promise<{ status: number; body: string; json: any }>;
  stamp(): string;
}

export function prepare(
  api: FuzzClient,
  rng: Rng,
  options: { merchantId: string; operatorToken: string | undefined },
): Promise<import('./routes.d.mts').FuzzContext & { firstTicket: number | string }>;
