// applyInSlices: the engine's last operator. It applies events to the store strictly in order and emits each
// one once applied (dropped ones are not emitted). A big answer's materializer runs in steps (sync/apply.ts):
// steps run while the slice's budget lasts, then the rest waits for the next task, so the browser can paint
// and answer a tap in between (a cheap phone's main thread is never held for a whole answer); events that
// arrive meanwhile queue behind it. With an infinite budget (tests, recorders) every event applies at once,
// synchronously on arrival.
import { Observable, type OperatorFunction } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import type { StepResult } from '../apply.ts';
import type { StepBudget } from './decode.ts';

/** A new task without setTimeout's clamping of nested timers: a message to ourselves (made on first use, so a
 *  process that never slices — tests, recorders — holds no open port). */
export function nextTaskScheduler(): (continuation: () => void) => void {
  let post: ((continuation: () => void) => void) | null = null;
  return (continuation) => {
    if (post === null) {
      if (typeof MessageChannel !== 'function') {
        post = (c) => setTimeout(c, 0);
      } else {
        const channel = new MessageChannel();
        const waiting: Array<() => void> = [];
        channel.port1.onmessage = () => waiting.shift()?.();
        post = (c) => {
          waiting.push(c);
          channel.port2.postMessage(null);
        };
      }
    }
    post(continuation);
  };
}

export function applyInSlices(start: (event: AppEvent) => () => StepResult, budget: StepBudget): OperatorFunction<AppEvent, AppEvent> {
  const { now, schedule } = budget;
  return (source) =>
    new Observable<AppEvent>((subscriber) => {
      const queue: AppEvent[] = [];
      let current: { event: AppEvent; step: () => StepResult } | null = null;
      let busy = false;
      let waiting = false;
      let sourceDone = false;

      const drain = (): void => {
        busy = true;
        waiting = false;
        const deadline = now() + budget.budgetMs;
        while (current !== null || queue.length > 0) {
          if (current === null) {
            const event = queue.shift() as AppEvent;
            current = { event, step: start(event) };
          }
          const result = current.step();
          if (result !== 'more') {
            const { event } = current;
            current = null;
            if (result === 'done') {
              subscriber.next(event);
            }
          }
          if ((current !== null || queue.length > 0) && now() >= deadline) {
            waiting = true;
            busy = false;
            schedule(() => !subscriber.closed && drain());
            return;
          }
        }
        busy = false;
        if (sourceDone) {
          subscriber.complete();
        }
      };

      const subscription = source.subscribe({
        next: (event) => {
          queue.push(event);
          // Re-entrant emits (a subscriber reacting to an applied event) join the queue of the running drain.
          if (!busy && !waiting) {
            drain();
          }
        },
        error: (error) => subscriber.error(error),
        complete: () => {
          sourceDone = true;
          if (!busy && !waiting) {
            subscriber.complete();
          }
        },
      });
      return () => subscription.unsubscribe();
    });
}
