// Decoding an answer in steps: every answer is decoded with its schema before it becomes an event, and a big
// one (the composite home answer) is decoded a part per step, so the engine can spread the work over short
// tasks (inSlices). The parts are the very structs of the answer's plain type(), so the result is the same as
// one `struct.validate` — a field that fails names its path as superstruct would.
import { Observable } from 'rxjs';
import type { Struct } from 'superstruct';
import { DecodeError } from './stale.ts';

// biome-ignore lint/suspicious/noExplicitAny: any field struct (Struct<T, S> takes no wider type argument): each part is only validated
export type Parts = Record<string, Struct<any, any>>;

const failure = (path: ReadonlyArray<string | number>, message: string): DecodeError => new DecodeError(`${path.join('.')}: ${message}`);

/** Decodes `raw` with `struct`, a step per part when `parts` are given; throws DecodeError. */
export function* decodeSteps<T>(struct: Struct<T, unknown>, raw: unknown, parts?: Parts): Generator<void, T, void> {
  if (parts === undefined || typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const [error, value] = struct.validate(raw, { coerce: true });
    if (error) {
      throw failure(error.path, error.message);
    }
    return value;
  }
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const [key, part] of Object.entries(parts)) {
    const [error, value] = part.validate(source[key], { coerce: true });
    if (error) {
      // Worded as one validate of the whole answer would word it (superstruct's StructError).
      const path = [key, ...error.path];
      throw failure(path, `At path: ${path.join('.')} -- ${error.failures()[0]?.message ?? error.message}`);
    }
    if (value !== undefined || key in source) {
      out[key] = value;
    }
    yield;
  }
  return out as T;
}

export interface StepBudget {
  /** How long one task may run steps, in ms; Infinity runs them all at once. */
  budgetMs: number;
  now: () => number;
  schedule: (continuation: () => void) => void;
}

/** Runs a generator's steps in slices of `budgetMs`, then emits its result (or its error) and completes. */
export function inSlices<T>(steps: () => Generator<void, T, void>, budget: StepBudget): Observable<T> {
  return new Observable<T>((subscriber) => {
    let iterator: Generator<void, T, void>;
    const run = (): void => {
      if (subscriber.closed) {
        return;
      }
      const deadline = budget.now() + budget.budgetMs;
      try {
        iterator ??= steps();
        for (;;) {
          const next = iterator.next();
          if (next.done) {
            subscriber.next(next.value);
            subscriber.complete();
            return;
          }
          if (budget.now() >= deadline) {
            budget.schedule(run);
            return;
          }
        }
      } catch (error) {
        subscriber.error(error);
      }
    };
    run();
  });
}
