// The reality check's clock (issue 18): every N minutes of a signed-in session it calls onDue with the session's
// time so far. The first check falls on the session's own N-minute marks (counted from its sign-in, so a reload
// does not restart the count); after the player continues, the next comes N minutes after that answer (time spent
// with the dialog open is not play). Changing N re-plans from the same anchor; 0 turns it off. One timer at a time;
// no React, the clock and the timer functions are injected so tests drive it with fake timers.

export interface RealityTimerOptions {
  /** When the session signed in (ms). */
  startedAtMs: number;
  /** Minutes between checks; 0 = off. */
  minutes: number;
  now: () => number;
  /** Called when a check is due, with the session's time so far (ms). The timer waits for resume(). */
  onDue: (elapsedMs: number) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface RealityTimer {
  /** The player chose 'Continue': the next check is N minutes from now. */
  resume(): void;
  setMinutes(minutes: number): void;
  stop(): void;
  /** When the next check is due (ms), or null (off, stopped, or waiting for resume). */
  nextDueAt(): number | null;
}

/** The first anchor + k·interval (k ≥ 1) after now. */
export function nextMark(anchorMs: number, intervalMs: number, nowMs: number): number {
  const k = Math.max(1, Math.floor((nowMs - anchorMs) / intervalMs) + 1);
  return anchorMs + k * intervalMs;
}

export function startRealityTimer(o: RealityTimerOptions): RealityTimer {
  const setTimer = o.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let anchor = o.startedAtMs;
  let minutes = o.minutes;
  let handle: unknown = null;
  let due: number | null = null;
  let stopped = false;

  const cancel = (): void => {
    if (handle !== null) {
      clearTimer(handle);
    }
    handle = null;
    due = null;
  };
  const plan = (): void => {
    cancel();
    if (stopped || minutes <= 0) {
      return;
    }
    const at = nextMark(anchor, minutes * 60_000, o.now());
    due = at;
    handle = setTimer(
      () => {
        handle = null;
        due = null;
        o.onDue(o.now() - o.startedAtMs);
      },
      Math.max(0, at - o.now()),
    );
  };
  plan();
  return {
    resume() {
      anchor = o.now();
      plan();
    },
    setMinutes(next) {
      minutes = next;
      plan();
    },
    stop() {
      stopped = true;
      cancel();
    },
    nextDueAt: () => due,
  };
}
