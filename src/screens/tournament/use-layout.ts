// Layout facts the tournament view needs in JS (not only in CSS): whether the viewport is desktop (spec §9:
// 768 px), which changes behaviour (first match auto-selected, markets beside the list instead of in place of
// it), and how many columns its own box has room for — the view is mounted full width on /sports but inside
// a narrower main column on /desktop-sports, so the column count follows the box, not the window.
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../domain/constants.ts';

const QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** Widths (px) from which the list gets the markets beside it, then the betslip as a third column (list at least
 *  400, markets 300, the slip 300, two 12 px gaps: /desktop-sports beside its left column at 1366 px has 1054). */
const TWO_COLUMNS_PX = 780;
const THREE_COLUMNS_PX = 1024;

/**
 * 1, 2 or 3 columns for the width of `ref`'s box, measured before paint and on every resize. The box's distance
 * from the top of the page is kept in its `--top` CSS variable, so the columns can end at the viewport's bottom
 * whatever the screen around the view puts above it.
 */
export function useColumns(ref: RefObject<HTMLElement | null>, desktop: boolean): 1 | 2 | 3 {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) {
      return undefined;
    }
    const measure = (): void => {
      const box = el.getBoundingClientRect();
      el.style.setProperty('--top', `${Math.round(box.top + window.scrollY)}px`);
      setWidth(box.width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  if (!desktop) {
    return 1;
  }
  return width >= THREE_COLUMNS_PX ? 3 : width >= TWO_COLUMNS_PX ? 2 : 1;
}
