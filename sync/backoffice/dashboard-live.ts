// The dashboard's live feed (issue 33): a WebSocket to the dashboard socket (schema/endpoints/backoffice-dashboard.ts,
// same origin, the session cookie) whose every frame is decoded with the declared DashboardMessage before it becomes a
// DashboardLoaded outcome; a frame that does not decode is dropped, never applied. While watched, a lost connection is
// reopened with back-off (1 s, 2 s, 4 s … at most 30 s); a close with 1008 means the session ended, so the feed ends
// with SignedOut instead of retrying. Unsubscribing closes the socket.
import { Observable, retry, timer } from 'rxjs';
import { validate } from 'superstruct';
import { DashboardMessage, DashboardSocket } from '../../schema/endpoints/backoffice-dashboard.ts';
import type { Outcome } from './events.ts';
import { urlOf } from './urls.ts';

/** What the feed needs of a WebSocket (the browser's, or mock-socket's in tests). */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
}

export type OpenSocket = (url: string) => SocketLike;

const SESSION_ENDED = 1008;
const MAX_DELAY_MS = 30_000;

/** ws(s)://host/api/admin/v1/dashboard/live for a page at `origin` (http(s)://host). */
export const dashboardSocketUrl = (origin: string): string => `${origin.replace(/^http/, 'ws')}${urlOf(DashboardSocket)}`;

class SessionEnded extends Error {}

export function dashboardFeed(open: OpenSocket, url: string, firstDelayMs = 1_000): Observable<Outcome> {
  const once = new Observable<Outcome>((subscriber) => {
    const socket = open(url);
    socket.onmessage = (event) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const [error, message] = validate(json, DashboardMessage, { coerce: true });
      if (error === undefined) {
        subscriber.next({ type: 'DashboardLoaded', view: message.dashboard });
      }
    };
    socket.onclose = (event) => subscriber.error(event.code === SESSION_ENDED ? new SessionEnded() : new Error(`closed ${event.code}`));
    return () => {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    };
  });
  return new Observable<Outcome>((subscriber) =>
    once
      .pipe(
        retry({
          resetOnSuccess: true,
          delay: (err: unknown, attempt) => {
            if (err instanceof SessionEnded) {
              throw err;
            }
            return timer(Math.min(firstDelayMs * 2 ** (attempt - 1), MAX_DELAY_MS));
          },
        }),
      )
      .subscribe({
        next: (outcome) => subscriber.next(outcome),
        error: () => {
          subscriber.next({ type: 'SignedOut' });
          subscriber.complete();
        },
      }),
  );
}

/** The feed the back office's page uses: the browser's WebSocket, same origin as the page. */
export const browserDashboardFeed = (origin: string): Observable<Outcome> =>
  dashboardFeed((url) => new WebSocket(url) as unknown as SocketLike, dashboardSocketUrl(origin));
