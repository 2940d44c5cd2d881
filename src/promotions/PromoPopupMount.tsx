// The promo popup's home-route part (core §4/§9), kept tiny (the home route's bytes are budgeted): once the sports
// are in the store it loads the promotions chunk, whose popup waits out the 1.5 s from the sports' arrival and
// applies the rule (once per session, 24 h cooldown, never after 'never show again'), showing nothing when it says no.
// Only after the first commit: the server draws no popup, and a part that suspends while Preact hydrates a
// server-rendered page would take the next server element (<main>) as its own and redraw it (a layout shift).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRowIds } from '../data/hooks.ts';
import { withMessages } from '../i18n/load-messages.ts';

// The popup needs only the promotions' texts (the 'promo' part), not every lazy screen's (issue 17's budget).
const Popup = lazy(withMessages(() => import('../screens/promotions/popup-chunk.ts'), ['promo']));

export function PromoPopupMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const sports = useRowIds('sports').length;
  return mounted && sports > 0 ? (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  ) : null;
}
