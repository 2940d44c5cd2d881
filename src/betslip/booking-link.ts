// A shared booking link (/?booking=CODE, issue 18): the home route reads the parameter once, takes it out of the
// address (replace, so Back does not load it again) and loads the code into a slip; the booking chunk is fetched only
// then, so the home route carries this hook alone. The slip opens by itself when the load answers (BetslipBar).
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useEngine } from '../data/hooks.ts';

let handled = '';

/**
 * Whether this page load came with a booking link, read once as the app starts (the hook then takes it out of the
 * address): the promo popup waits for a visit without one (issue 29, PromoPopupMount.tsx), so the slip the link
 * loads never opens under it. Only the home route takes the link, so only its address counts.
 */
export const ARRIVED_WITH_BOOKING_LINK =
  typeof window !== 'undefined' && window.location.pathname === '/' && new URLSearchParams(window.location.search).has('booking');

export function useBookingLink(): void {
  const engine = useEngine();
  const navigate = useNavigate();
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('booking');
    if (code === null || code === handled) {
      return;
    }
    handled = code;
    void navigate({ to: '.', search: ({ booking: _done, ...rest }: Record<string, unknown>) => rest, replace: true } as never);
    void import('../../sync/booking-codes.ts').then((m) => m.requestBookingLoad(engine, code.slice(0, 32), 'link'));
  }, [engine, navigate]);
}
