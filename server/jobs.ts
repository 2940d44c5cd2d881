// Periodic background work (catalogue sync, settlement): one run at a time, a timer that never keeps the
// process alive, and a stop() that waits for a run in progress so close() leaves nothing half done.
// In a cluster the jobs run on ONE instance: every tick asks the process's job gate (server/leader.ts's lease,
// installed by the server that elects a leader) and is skipped when this instance is not the leader. The gate is
// per process because an instance is a process; servers built in tests without election always run their jobs.

export interface PeriodicJob {
  stop: () => Promise<void>;
}

let gate: () => boolean = () => true;

/** Installs the leadership check every job tick consults (null: always run, the default). */
export function setJobGate(next: (() => boolean) | null): void {
  gate = next ?? (() => true);
}

/** Whether background work may run in this process now (timers outside schedulePeriodic ask it too). */
export const jobsMayRun = (): boolean => gate();

export function schedulePeriodic(run: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): PeriodicJob {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running !== null || !gate()) {
      return;
    }
    running = run()
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
