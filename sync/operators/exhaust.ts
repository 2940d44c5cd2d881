// One fetch at a time per resource key, with one more after it when the copy was outdated meanwhile: like
// exhaustMap, a value that arrives while the inner stream runs is dropped (no duplicate fetch in flight), except
// a value `queue` accepts (an invalidation: a BANNER_UPDATE, a balance change, coming back online), which is kept
// and run once the inner stream ends. At most one waits (the latest): many invalidations during one fetch cost
// one more fetch, not a storm. Without it a fetch that started before the change could bring the old list back
// and the change would be missed until the TTL ran out.
import { Observable, type OperatorFunction, Subscription } from 'rxjs';

export function exhaustMapQueueing<T, R>(queue: (value: T) => boolean, project: (value: T) => Observable<R>): OperatorFunction<T, R> {
  return (source) =>
    new Observable<R>((subscriber) => {
      const inner = new Subscription();
      let active = false;
      let waiting: { value: T } | null = null;
      let sourceDone = false;
      const run = (value: T): void => {
        active = true;
        inner.add(
          project(value).subscribe({
            next: (result) => subscriber.next(result),
            error: (error: unknown) => subscriber.error(error),
            complete: () => {
              active = false;
              const next = waiting;
              waiting = null;
              if (next) {
                run(next.value);
              } else if (sourceDone) {
                subscriber.complete();
              }
            },
          }),
        );
      };
      const outer = source.subscribe({
        next: (value) => {
          if (!active) {
            run(value);
          } else if (queue(value)) {
            waiting = { value };
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          sourceDone = true;
          if (!active) {
            subscriber.complete();
          }
        },
      });
      return () => {
        outer.unsubscribe();
        inner.unsubscribe();
      };
    });
}
