// The house game server as the page sees it (schema/endpoints/house-games.ts). Every answer is decoded with the
// schema's structs: an answer that does not match is BAD_ANSWER, a refusal keeps its code, a failed request is
// NETWORK — never an exception. The demo engine (demo.ts) answers the same interface locally.
import { is, type Infer, type Struct } from 'superstruct';
import { HousePlayed, HouseSession, SeedRotated } from '../../schema/house-game.ts';

export type Session = HouseSession['session'];
export type Played = HousePlayed;
export type Rotated = Infer<typeof SeedRotated>;

export type Answer<T> = { ok: true; value: T } | { ok: false; code: string; text?: string };

export interface PlayInput {
  bet: number;
  params: Record<string, unknown>;
  free?: boolean;
}

export interface ActInput {
  round_id: string;
  action: 'reveal' | 'cashout';
  tile?: number;
}

export interface HouseApi {
  session(): Promise<Answer<Session>>;
  play(input: PlayInput): Promise<Answer<Played>>;
  act(input: ActInput): Promise<Answer<Played>>;
  seed(clientSeed?: string): Promise<Answer<Rotated>>;
}

/** One answer: the value when the status is 2xx and the body matches, else the refusal's code (or BAD_ANSWER). */
export function decode<T>(status: number, body: unknown, struct: Struct<T, unknown>): Answer<T> {
  if (status >= 200 && status < 300) {
    return is(body, struct) ? { ok: true, value: body } : { ok: false, code: 'BAD_ANSWER' };
  }
  if (typeof body === 'object' && body !== null) {
    const { code, error } = body as { code?: unknown; error?: unknown };
    if (typeof code === 'string' && /^[A-Z_]{2,40}$/.test(code)) {
      return typeof error === 'string' ? { ok: false, code, text: error } : { ok: false, code };
    }
  }
  return { ok: false, code: 'BAD_ANSWER' };
}

export const decodeSession = (status: number, body: unknown): Answer<Session> => {
  const answer = decode(status, body, HouseSession);
  return answer.ok ? { ok: true, value: answer.value.session } : answer;
};

type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; cache: 'no-store' },
) => Promise<{
  status: number;
  json(): Promise<unknown>;
}>;

/** A page-made id for a play, so a retry after a lost answer gets the first round back instead of a second one. */
const requestId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function realApi(token: string, doFetch: Fetch = (url, init) => fetch(url, init)): HouseApi {
  async function post<T>(path: string, body: object, decoder: (status: number, body: unknown) => Answer<T>): Promise<Answer<T>> {
    try {
      const res = await doFetch(`/api/games/house/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, ...body }),
        cache: 'no-store',
      });
      return decoder(res.status, await res.json().catch(() => null));
    } catch {
      return { ok: false, code: 'NETWORK' };
    }
  }
  const played = (status: number, body: unknown): Answer<Played> => decode(status, body, HousePlayed);
  return {
    session: () => post('session', {}, decodeSession),
    async play(input) {
      const id = requestId();
      const first = await post('play', { ...input, request_id: id }, played);
      // Lost on the way: the same request id answers the round the server may have played, never a second one.
      return !first.ok && first.code === 'NETWORK' ? post('play', { ...input, request_id: id }, played) : first;
    },
    act: (input) => post('act', input, played),
    seed: (clientSeed) => post('seed', clientSeed === undefined ? {} : { client_seed: clientSeed }, (s, b) => decode(s, b, SeedRotated)),
  };
}
