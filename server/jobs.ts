// Periodic background work (catalogue sync, settlement): one run at a time, a timer that never keeps the
// process alive, and a stop() that waits for a run in progress so close() leaves nothing half done.

export interface PeriodicJob {
  stop: () => Promise<void>;
}

export function schedulePeriodic(run: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): PeriodicJob {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
