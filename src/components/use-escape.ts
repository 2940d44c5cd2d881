// Escape closes a dialog, as the auth dialog and the game launch do: a window key listener set in a layout effect,
// so it is in place when the dialog shows (Preact runs plain effects a frame later, and an Escape pressed at once
// was lost). Shared by the ticket modal and LotoFoot's 'Ticket Details' (issue 29).
import { useLayoutEffect } from 'react';

export function useEscape(onClose: () => void): void {
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
}
