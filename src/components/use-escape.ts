// Escape closes a dialog (the auth dialog, the game launch, the ticket modal, LotoFoot's 'Ticket Details'): a
// window key listener. A plain effect is in place in time: React runs the effects of a render before it handles
// the next key or tap. The latest onClose is read through a ref, so a caller may pass an inline function without
// the listener being taken off and put back on every render.
import { useEffect, useRef } from 'react';

export function useEscape(onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
