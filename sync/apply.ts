// The one entry point that changes the store: applyEvent looks the event up in the materializers its family declared
// (sync/families/) and applies it inside a transaction. A materializer of a big answer is a generator: each step between its
// `yield`s is its own transaction, so the engine can spread one answer over several short main-thread tasks
// (eventSteps); replays run every step at once. Unknown or invalid events are logged and dropped — they never
// throw into React.
import { decodeEvent, type AppEvent } from '../schema/event.ts';
import type { AppData } from './store.ts';
import { isSteps, type Steps } from './families/define.ts';
import { materializerOf } from './families/runtime.ts';

export type Logger = (message: string, detail?: unknown) => void;
const defaultLogger: Logger = (message, detail) => console.warn(`[sync] ${message}`, detail);

/** What one step of applying an event came to: more steps to run, the event applied, or the event dropped. */
export type StepResult = 'more' | 'done' | 'dropped';

/**
 * Starts applying an already-typed event: each call of the returned function runs its next step in its own
 * transaction. A materializer that throws drops the event there (logged); steps already run stay applied.
 */
export function eventSteps(data: AppData, event: AppEvent, log: Logger = defaultLogger): () => StepResult {
  const materialize = materializerOf(event.type);
  if (!materialize) {
    log('dropped event of unknown type', event.type);
    return () => 'dropped';
  }
  let steps: Steps | null = null;
  let started = false;
  return () => {
    try {
      let finished = false;
      data.store.transaction(() => {
        if (!started) {
          started = true;
          const result = materialize(data, event.payload, event.at);
          if (!isSteps(result)) {
            finished = true;
            return;
          }
          steps = result;
        }
        finished = (steps as Steps).next().done === true;
      });
      return finished ? 'done' : 'more';
    } catch (error) {
      log(`dropped ${event.type}: materializer failed`, error);
      return 'dropped';
    }
  };
}

/** Applies an already-typed event, every step at once. Returns false (and logs) when the materializer throws. */
export function applyEvent(data: AppData, event: AppEvent, log: Logger = defaultLogger): boolean {
  const step = eventSteps(data, event, log);
  let result = step();
  while (result === 'more') {
    result = step();
  }
  return result === 'done';
}

/** Decodes an untrusted value (a replayed line, a message) and applies it; invalid ones are dropped. */
export function applyUntrusted(data: AppData, value: unknown, log: Logger = defaultLogger): boolean {
  const event = decodeEvent(value);
  if (!event) {
    log('dropped invalid event', value);
    return false;
  }
  return applyEvent(data, event, log);
}
