// This visit's recording for "Report a problem": started right after the engine (src/main.tsx), so it holds
// the visit from its first event; the profile panel's button saves it as a file. One per page, like the engine
// it taps. What is recorded and kept is decided in sync/ (scrubbed events, a bounded buffer); this module only
// adds what the page knows: the build, the viewport, the browser, the path — nothing secret.
import type { Observable } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import { recordSession, type SessionContext, type SessionRecorder } from '../../sync/recorder.ts';

let recorder: SessionRecorder | null = null;
let startedAt = '';

export function startSessionReport(events$: Observable<AppEvent>): void {
  recorder?.stop();
  recorder = recordSession(events$);
  startedAt = new Date().toISOString();
}

/** The client build: the entry chunk's hashed file name (dev: its source path). */
function buildName(doc: Document): string {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';
  return src.split('/').pop() || 'unknown';
}

export interface SessionReport { fileName: string; text: string; events: number }

/** The report file of this visit, or null when nothing records it. `known`: secrets of the moment to remove. */
export function sessionReport(language: string, known: readonly string[], now = new Date()): SessionReport | null {
  if (!recorder) {
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
  return { fileName: `birrbet-session-${stamp}.jsonl`, text: recorder.toJsonl(context, known), events: recorder.count };
}
