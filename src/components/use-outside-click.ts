// Calls onOutside when a pointer goes down outside every given element (menus and dropdowns close that
// way). The callback is read through a ref, so an inline arrow does not re-subscribe on every render.
import { useEffect, useRef, type RefObject } from 'react';

export function useOutsideClick(inside: ReadonlyArray<RefObject<HTMLElement | null>>, onOutside: () => void, active = true): void {
  const callback = useRef(onOutside);
  callback.current = onOutside;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable objects (the array around them is not); only `active` decides whether we listen
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const listener = (e: PointerEvent): void => {
      if (!inside.some((ref) => ref.current?.contains(e.target as Node))) {
        callback.current();
      }
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active]);
}
