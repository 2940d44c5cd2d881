// The live socket's status as events (spec §8 'Socket'): each change becomes one v1.SocketStatusChanged
// (source 'system'); the same status with the same message twice in a row is reported once, unless forced
// (close() reports 'idle' every time). A throwing emit is logged, never thrown back into the socket's pipeline.
import type { AppEvent, PayloadOf } from '../../schema/event.ts';

export type Status = PayloadOf<'v1.SocketStatusChanged'>['status'];

export interface StatusReporter {
  set(next: Status, message?: string, force?: boolean): void;
  /** The last status reported, if any. */
  current(): Status | undefined;
}

export function statusReporter(emit: (event: AppEvent) => void, now: () => number): StatusReporter {
  let last: { status: Status; message: string | undefined } | null = null;
  return {
    set(next, message, force = false) {
      if (!force && last?.status === next && last.message === message) {
        return;
      }
      last = { status: next, message };
      emit({
        type: 'v1.SocketStatusChanged',
        at: now(),
        source: 'system',
        payload: message === undefined ? { status: next } : { status: next, message },
      });
    },
    current: () => last?.status,
  };
}
