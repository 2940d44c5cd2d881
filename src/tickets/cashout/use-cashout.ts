// A ticket's cash-out as a screen shows it (issue 32): its offer, read while it is on screen and read again as it may
// move (sync/cashout-refresh.ts: a price change of one of its open legs' markets, every 15 s — 60 s in low-data mode —
// never while the page is hidden), the state of taking it (table cashouts), and the actions: take it (whole or a part)
// and close its result; set or clear its automatic cash-out value (row 'auto:<id>' of table cashouts). Only for the signed-in player: another player's ticket (Check Ticket is public) answers 403
// and shows nothing.
import { useEffect, useMemo } from 'react';
import type { TicketDetail } from '../../../schema/ticket.ts';
import { cashoutOfferResource, dismissCashout, requestCashout, setAutoCashout } from '../../../sync/cashout.ts';
import { OFFER_PERIOD_MS, OFFER_SAVE_DATA_PERIOD_MS, offerRefreshes } from '../../../sync/cashout-refresh.ts';
import { openLegMarkets } from '../../../sync/read/cashout.ts';
import { holdSecondsOf } from '../../../sync/tickets.ts';
import { useEngine, useHasRow, useResource, useRow, useStore, useValue } from '../../data/hooks.ts';
import { CONFIG } from '../../config.ts';

/** Football's default delay (sync/read/live-legs.ts), for an offer in play whose legs' sports the store does not know. */
const IN_PLAY_DEFAULT_S = 6;

const shown = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function onShown(run: () => void): () => void {
  const listener = (): void => {
    if (shown()) {
      run();
    }
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** The ticket's legs as the in-play delay reads them: match and kick-off. */
const legsOf = (ticket: TicketDetail) =>
  ticket.selections.map((s) => {
    const start = ticket.market_status.find((m) => String(m.MatchID) === String(s.MatchID))?.StartTime;
    return { matchId: String(s.MatchID), startMs: start ? Date.parse(start) || 0 : 0 };
  });

export function useCashout(ticket: TicketDetail) {
  const engine = useEngine();
  const store = useStore();
  const token = useValue('session_id') ?? '';
  const userId = useValue('user_id') ?? '';
  const signedIn = Boolean(token && userId);
  const id = ticket.id;
  const def = useMemo(() => (signedIn && id ? cashoutOfferResource(id, { token, merchantId: CONFIG.merchantId }) : null), [signedIn, id, token]);
  const read = useResource(def);
  const markets = openLegMarkets(ticket).join(',');
  useEffect(() => {
    if (!def || !store) {
      return undefined;
    }
    const periodMs = (): number => (store.getValue('save_data') ? OFFER_SAVE_DATA_PERIOD_MS : OFFER_PERIOD_MS);
    const sub = offerRefreshes(engine.events$, id, markets.split(','), {
      visible: shown,
      onShown,
      periodMs,
    }).subscribe(() => engine.request(def, { force: true }));
    return () => sub.unsubscribe();
  }, [engine, store, def, id, markets]);
  const loaded = useHasRow('cashoutOffers', id);
  const offer = useRow('cashoutOffers', id);
  const state = useRow('cashouts', id);
  const auto = useRow('cashouts', `auto:${id}`);
  return {
    signedIn,
    /** The offer as last read; null before the first answer (or when the read failed: another player's ticket). */
    offer: loaded ? offer : null,
    failed: read.status === 'error',
    state,
    take: (offerEtb: number, openEtb: number, partEtb?: number): void => {
      if (store) {
        // In play the answer waits the legs' delay: the longest of their sports', football's when none is known.
        const holdSeconds = offer.in_play ? holdSecondsOf(store, legsOf(ticket), Date.now()) || IN_PLAY_DEFAULT_S : 0;
        void requestCashout(engine, store, { ticketId: id, offer: offerEtb, stake: partEtb, openStake: openEtb, holdSeconds });
      }
    },
    dismiss: (): void => dismissCashout(engine, id),
    /** The automatic cash-out value (amount, ETB; 0 for none) and setting it: '' | 'submitting' | 'set' | 'refused'. */
    auto,
    /** Sets (ETB) or clears (null) the automatic cash-out value. */
    setAuto: (value: number | null): void => void setAutoCashout(engine, id, value),
  };
}
