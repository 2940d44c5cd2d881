// Periodic background work (catalogue sync, settlement): one run at a time, a timer that never keeps the
// process alive, and a stop() that waits for a run in progress so close() leaves nothing half done.
// In a cluster the jobs run on ONE instance: every tick asks the process's job gate (server/leader.ts's lease,
// installed by the server that elects a leader) and is skipped when this instance is not the leader. The gate is
// per process because an instance is a process; servers built in tests without election always run their jobs.

export interface PeriodicJob {
  stop: () => Promise<void>;
}

let gate: () => boolean = () => true;
let settled: Promise<unknown> = Promise.resolve();

/** Installs the leadership check every job tick consults (null: always run, the default) and its first answer. */
export function setJobGate(next: (() => boolean) | null, firstAnswer: Promise<unknown> = Promise.resolve()): void {
  gate = next ?? (() => true);
  settled = firstAnswer;
}

/**
 * Tests only: holds every job of this process still (a tick skips its run) until release(), which puts back the gate
 * in force before — a test counting a request's own statements or gateway calls must not count a job's.
 */
export function holdJobsForTests(): () => void {
  const before = gate;
  gate = () => false;
  return () => {
    gate = before;
  };
}

/** Whether this process leads once its first try for the lease has ended (start-up work that only the leader may do). */
export async function leadsAtStart(): Promise<boolean> {
  await settled;
  return gate();
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
