// This visit's recording for "Report a problem": started right after the engine (src/main.tsx), so it holds
// the visit from its first event; the profile panel's button saves it as a file. One per page, like the engine
// it taps. Until the page has painted, events are only kept as they are (no work, no bytes on the home route);
// the recorder (sync/session-recorder.ts: scrubbing, the bounded buffer) then loads as its own chunk and takes
// them over. This module adds what the page knows to the file: the build, the viewport, the browser, the path —
// nothing secret.
import type { Observable } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import type { SessionContext, SessionRecorder } from '../../sync/session-recorder.ts';

/** Events kept before the recorder loads: a start-up has a few dozen; the cap only guards a chunk that never loads. */
const EARLY_CAP = 2_000;

let recorder: Promise<SessionRecorder | null> = Promise.resolve(null);
let startedAt = '';

const idle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3_000 });
  } else {
    setTimeout(run, 1_000);
  }
};

export function startSessionReport(events$: Observable<AppEvent>): void {
  startedAt = new Date().toISOString();
  const early: AppEvent[] = [];
  const sub = events$.subscribe((e) => {
    early.push(e);
    if (early.length > EARLY_CAP) {
      early.shift();
    }
  });
  const stopEarly = (): void => {
    sub.unsubscribe();
    early.length = 0;
  };
  recorder = new Promise<void>((resolve) => idle(resolve))
    .then(() => import('../../sync/session-recorder.ts'))
    .then(({ recordSession }) => {
      const started = recordSession(events$, undefined, early);
      stopEarly();
      return started;
    })
    .catch(() => {
      stopEarly();
      return null;
    });
}

/** The client build: the entry chunk's hashed file name (dev: its source path). */
function buildName(doc: Document): string {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';
  return src.split('/').pop() || 'unknown';
}

export interface SessionReport {
  fileName: string;
  text: string;
  events: number;
}

/** The report file of this visit, or null when nothing records it. `known`: secrets of the moment to remove. */
export async function sessionReport(language: string, known: readonly string[], now = new Date()): Promise<SessionReport | null> {
  const current = await recorder;
  if (!current) {
    return null;
  }
  const context: SessionContext = {
    app: 'birrbet',
    build: buildName(document),
    language,
    viewport: { width: window.innerWidth, height: window.innerHeight, pixelRatio: window.devicePixelRatio },
    userAgent: navigator.userAgent,
    path: window.location.pathname,
    startedAt,
    savedAt: now.toISOString(),
  };
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return { fileName: `birrbet-session-${stamp}.jsonl`, text: current.toJsonl(context, known), events: current.count };
}
