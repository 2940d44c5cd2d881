// Escape closes a dialog (the auth dialog, the game launch, the ticket modal, LotoFoot's 'Ticket Details'): a
// window key listener set in a layout effect, so it is in place when the dialog shows (Preact runs plain effects a
// frame later, and an Escape pressed at once was lost). The latest onClose is read through a ref, so a caller may
// pass an inline function without the listener being taken off and put back on every render.
import { useLayoutEffect, useRef } from 'react';

export function useEscape(onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
