// The data block of a server-rendered page (issue 17): the events that built the store the markup was rendered
// from, the language and the layout. The browser reads it once at start (src/main.tsx): replays the events into
// its store through the engine (each one decoded there like any other; a bad one is dropped) and hydrates the
// markup only when its own language and window agree with the server's (times drawn in another zone are redrawn
// after hydration); otherwise it renders afresh.
import type { AppEvent } from '../../schema/event.ts';
import { isLanguage } from '../i18n/languages.ts';
import type { Language } from '../../schema/language.ts';
import type { Layout } from '../layout/layout.ts';

/**
 * Bumped when the block's shape or the markup's changes: a page cached by an older service worker is then not
 * hydrated. 2: React's markup (Suspense boundaries) and `parts` (issue 30).
 */
export const EMBED_VERSION = 2;
export const EMBED_ELEMENT_ID = 'ssr-data';

export interface Embedded {
  v: number;
  language: Language;
  layout: Layout;
  /** The zone the dates were rendered in (minutes east of UTC): the browser hydrates in it, then redraws in its own. */
  offsetMin: number;
  /** Rendered in low-data mode (issue 17); absent on pages from before it: off. Hydrated only in the same mode. */
  saveData?: boolean;
  /** The date style rendered (issue 18, sync/date-style.ts text); absent on older pages: 'gregorian.24h'. */
  dates?: string;
  renderedAt: number;
  events: AppEvent[];
  /** The hydration parts the markup has (src/ssr/hydration-parts.tsx): the page is live once each is hydrated. */
  parts: string[];
}

/** JSON that cannot end the <script> block it sits in nor start an HTML comment. */
export const embedJson = (embedded: Embedded): string =>
  JSON.stringify(embedded)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's block, or null when the page was not rendered by the server or the block is unreadable. */
export function readEmbedded(doc: Document): Embedded | null {
  const text = doc.getElementById(EMBED_ELEMENT_ID)?.textContent;
  if (!text) {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<Embedded>;
    const ok =
      value.v === EMBED_VERSION &&
      isLanguage(value.language) &&
      (value.layout === 'phone' || value.layout === 'desktop') &&
      typeof value.offsetMin === 'number' &&
      (value.saveData === undefined || typeof value.saveData === 'boolean') &&
      (value.dates === undefined || typeof value.dates === 'string') &&
      typeof value.renderedAt === 'number' &&
      Array.isArray(value.events) &&
      Array.isArray(value.parts) &&
      value.parts.every((id) => typeof id === 'string');
    return ok ? (value as Embedded) : null;
  } catch {
    return null;
  }
}
