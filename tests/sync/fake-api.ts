// A scripted ApiClient for data-layer tests: answers by path ('POST /x' for posts), records every call
// (method, path, body, session), can fail on demand with an Error or answer through a function.
import type { ApiClient, RequestOptions } from '../../sync/http.ts';

export type Answer = unknown | Error | ((options: RequestOptions) => unknown);
export interface Call {
  method: string;
  path: string;
  options: RequestOptions;
}

export function fakeApi(answers: Record<string, Answer>): ApiClient & { calls: string[]; log: Call[]; set(path: string, a: Answer): void } {
  const calls: string[] = [];
  const log: Call[] = [];
  const request: ApiClient['request'] = async (method, path, options = {}) => {
    const key = method === 'GET' ? path : `${method} ${path}`;
    calls.push(key);
    log.push({ method, path, options });
    const a = answers[key];
    if (a instanceof Error) {
      throw a;
    }
    if (a === undefined) {
      throw new Error(`no answer scripted for ${key}`);
    }
    return typeof a === 'function' ? (a as (o: RequestOptions) => unknown)(options) : structuredClone(a);
  };
  return {
    calls,
    log,
    set(path, a) {
      answers[path] = a;
    },
    request,
    get: (path, query) => request('GET', path, query ? { query } : {}),
  };
}

export const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
