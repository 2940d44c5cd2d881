// Route /deposit (companion §2): the desktop deposit page from the app's desktop breakpoint (768 px) up, the phone's
// Payments screen below it; the two differ in structure, so the window's width picks one (following resizes).
import { useCallback, useSyncExternalStore } from 'react';
import { DesktopDeposit } from './DesktopDeposit.tsx';
import { MobilePayments } from './MobilePayments.tsx';

const QUERY = '(min-width: 768px)';

function useDesktop(): boolean {
  const subscribe = useCallback((listener: () => void): (() => void) => {
    const list = window.matchMedia(QUERY);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

export function DepositScreen() {
  return useDesktop() ? <DesktopDeposit /> : <MobilePayments />;
}
