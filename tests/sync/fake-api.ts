// A scripted ApiClient for data-layer tests: answers by path, counts calls, can fail on demand.
import type { ApiClient } from '../../sync/http.ts';

export type Answer = unknown | Error | (() => unknown);

export function fakeApi(answers: Record<string, Answer>): ApiClient & { calls: string[]; set(path: string, a: Answer): void } {
  const calls: string[] = [];
  return {
    calls,
    set(path, a) {
      answers[path] = a;
    },
    async get(path) {
      calls.push(path);
      const a = answers[path];
      if (a instanceof Error) {
        throw a;
      }
      if (a === undefined) {
        throw new Error(`no answer scripted for ${path}`);
      }
      return typeof a === 'function' ? (a as () => unknown)() : structuredClone(a);
    },
  };
}

export const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
