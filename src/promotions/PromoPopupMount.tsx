// The promo popup's home-route part (core §4/§9), kept tiny (the home route's bytes are budgeted): once the sports
// are in the store it loads the promotions chunk, whose popup waits out the 1.5 s from the sports' arrival and
// applies the rule (once per session, 24 h cooldown, never after 'never show again'), showing nothing when it says no.
// Only after the first commit, in the browser alone: the popup belongs to this visit (its session, a booking link in
// the address), which the server's page cannot know, and the page it hydrates has none.
// Never on a visit that came with a shared booking link (issue 29): its slip opens by itself and the popup would cover
// it; the popup is not counted as shown, so it waits for the next visit without one. Offline, a popup whose chunk cannot
// be fetched is left out (OptionalPart), never the shell.
import { lazy, Suspense, useEffect, useState } from 'react';
import { ARRIVED_WITH_BOOKING_LINK } from '../betslip/booking-link.ts';
import { OptionalPart } from '../components/OptionalPart.tsx';
import { useRowIds } from '../data/hooks.ts';
import { withMessages } from '../i18n/load-messages.ts';

// The popup needs only the promotions' texts (the 'promo' part), not every lazy screen's (issue 17's budget).
const Popup = lazy(withMessages(() => import('../screens/promotions/popup-chunk.ts'), ['promo']));

export function PromoPopupMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const sports = useRowIds('sports').length;
  return mounted && sports > 0 && !ARRIVED_WITH_BOOKING_LINK ? (
    <OptionalPart>
      <Suspense fallback={null}>
        <Popup />
      </Suspense>
    </OptionalPart>
  ) : null;
}
