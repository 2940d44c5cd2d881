// A 503 OVERLOADED refusal (schema/endpoint.ts OVERLOADED, issue 28) means the server turned the request away
// before doing anything for it: the same request is sent again after the server's Retry-After (at most
// MAX_WAIT_S), up to MAX_TRIES in all, before the refusal reaches the player. The caller sends the same options each
// time, so a money command keeps its Idempotency-Key (and the request is signed afresh by the client each time).
import { OVERLOADED } from '../schema/endpoint.ts';
import { ApiRequestError } from './http.ts';

const MAX_TRIES = 3;
const MAX_WAIT_S = 5;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function retryOverloaded<T>(attempt: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const overloaded = error instanceof ApiRequestError && error.status === OVERLOADED.status && error.code === OVERLOADED.code;
      if (!overloaded || tries >= MAX_TRIES) {
        throw error;
      }
      await wait(Math.min(MAX_WAIT_S, error.retryAfterS ?? 1) * 1000);
    }
  }
}
