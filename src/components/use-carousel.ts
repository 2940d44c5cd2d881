// The banner carousel's behaviour in React: domain/carousel.ts holds the rules, this hook feeds it the clock
// and the DOM's gestures — the 5 s timer (re-armed on every state change, so a pause or a move restarts it
// right), hover (mouse only: a tap's emulated mouseenter never ends), keyboard focus, and pointer swipes
// (the track follows the finger; beyond 100 px the slide changes; a drag never counts as a click).
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import {
  autoAdvanceIn,
  goTo,
  initialCarousel,
  next,
  pause,
  prev,
  resume,
  swipe,
  tick,
  withCount,
  type CarouselState,
  type PauseReason,
} from '../../domain/carousel.ts';

/** Movement (px) after which a press is a drag, not a click. */
const DRAG_SLOP_PX = 8;

const isFocusVisible = (el: Element): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
};

export function useCarousel(count: number) {
  const [state, setState] = useState<CarouselState>(() => initialCarousel(count, Date.now()));
  const [dragDx, setDragDx] = useState(0);
  const drag = useRef<{ id: number; x: number; reason: PauseReason; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  if (state.count !== count) {
    setState(withCount(state, count, Date.now()));
  }

  useEffect(() => {
    const due = autoAdvanceIn(state, Date.now());
    if (due === null) {
      return undefined;
    }
    // A new object even when nothing moved (a timer a hair early), so the effect re-arms.
    const timer = setTimeout(
      () =>
        setState((s) => {
          const after = tick(s, Date.now());
          return after === s ? { ...s } : after;
        }),
      due,
    );
    return () => clearTimeout(timer);
  }, [state]);

  const apply = (change: (s: CarouselState, now: number) => CarouselState): void => setState((s) => change(s, Date.now()));
  const endDrag = (e: PointerEvent<HTMLElement>, cancelled: boolean): void => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) {
      return;
    }
    drag.current = null;
    const dx = cancelled ? 0 : e.clientX - d.x;
    swallowClick.current = d.moved;
    setDragDx(0);
    apply((s, now) => resume(swipe(s, dx, now), d.reason, now));
  };

  const handlers = {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => e.pointerType === 'mouse' && apply((s, now) => pause(s, 'hover', now)),
    onPointerLeave: (e: PointerEvent<HTMLElement>) => e.pointerType === 'mouse' && apply((s, now) => resume(s, 'hover', now)),
    onFocus: (e: FocusEvent<HTMLElement>) => isFocusVisible(e.target) && apply((s, now) => pause(s, 'focus', now)),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
        apply((s, now) => resume(s, 'focus', now));
      }
    },
  };

  const gestures = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (drag.current || (e.pointerType === 'mouse' && e.button !== 0)) {
        return;
      }
      const reason: PauseReason = e.pointerType === 'mouse' ? 'drag' : 'touch';
      drag.current = { id: e.pointerId, x: e.clientX, reason, moved: false };
      swallowClick.current = false;
      apply((s, now) => pause(s, reason, now));
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.id !== e.pointerId) {
        return;
      }
      const dx = e.clientX - d.x;
      if (!d.moved && Math.abs(dx) > DRAG_SLOP_PX) {
        d.moved = true;
        // Captured only once it is a drag: a plain press must still click the banner's link.
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
      if (d.moved) {
        setDragDx(dx);
      }
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => endDrag(e, false),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => endDrag(e, true),
    onClickCapture: (e: MouseEvent<HTMLElement>) => {
      if (swallowClick.current) {
        swallowClick.current = false;
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };

  return {
    state,
    dragDx,
    handlers,
    gestures,
    next: () => apply(next),
    prev: () => apply(prev),
    goTo: (i: number) => apply((s, now) => goTo(s, i, now)),
  };
}
