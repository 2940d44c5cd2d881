// Wraps the materializer of a cached read's answer so its resource row is marked fresh too, after its last step:
// every `…Loaded` event that carries a `key` is applied through this.
import type { EventType, PayloadOf } from '../../schema/event.ts';
import { resourceLoaded } from '../materializers/resources.ts';
import type { AppData } from '../store.ts';
import { isSteps, type Materializer, type Steps } from './define.ts';

// biome-ignore lint/suspicious/noConfusingVoidType: a writer returns nothing or its steps; `undefined` would refuse every `(…) => void` writer
export const loaded = <T extends EventType>(write: (d: AppData, p: PayloadOf<T>, at: number) => void | Steps): Materializer<T> =>
  function* (data, payload, at) {
    const steps = write(data, payload, at);
    if (isSteps(steps)) {
      yield* steps;
    }
    resourceLoaded(data, (payload as { key: string }).key, at);
  };
