// Which home a page shows: the phone's or the desktop's. The client reads the window once at start, like the
// CSS breakpoint, so the first paint is already right; the server renders what the request's device hints say
// (server/modules/pages) and the client hydrates that markup only when its own window agrees (src/main.tsx).
import { createContext, useContext } from 'react';

export type Layout = 'phone' | 'desktop';

/** The width at which the desktop layout starts (the CSS media queries' 768 px). */
export const DESKTOP_QUERY = '(min-width: 768px)';

export function windowLayout(): Layout {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'phone';
}

export const LayoutContext = createContext<Layout>('phone');

export const useLayout = (): Layout => useContext(LayoutContext);
