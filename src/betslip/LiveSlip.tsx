// The slip's live parts (issue 32): the LIVE tag of a pick whose match is being played (sync/read/live-legs.ts: its
// kick-off has passed and the live family has not seen it end; the tag appears at kick-off while the slip is open),
// and the countdown while the server holds a bet with such a leg for its delay (placements.held_until, from the
// intent), then 'checking the odds' until the answer — taken (the reference dialog) or refused (the slip's error line;
// ODDS_CHANGED shows old → new on the picks).
import { useEffect, useReducer } from 'react';
import { isLiveLeg } from '../../sync/tickets.ts';
import { useCell, useStore } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';

export function LiveTag({ matchId, startMs }: { matchId: string; startMs: number }) {
  const t = useT();
  const store = useStore();
  // Read so the tag follows them; the panel redraws at kick-off anyway (the pick's review changes then).
  useCell('matches', matchId, 'start_time');
  useCell('liveScores', matchId, 'phase');
  return store && isLiveLeg(store, { matchId, startMs }, Date.now()) ? (
    <span className="live" data-testid="slip-pick-live-tag">
      {t('slip.live')}
    </span>
  ) : null;
}

export function HeldCountdown({ slot }: { slot: number }) {
  const t = useT();
  const busy = useCell('placements', String(slot), 'status') === 'submitting';
  const until = useCell('placements', String(slot), 'held_until') ?? 0;
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!busy || until === 0) {
      return undefined;
    }
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [busy, until]);
  if (!busy || until === 0) {
    return null;
  }
  const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
  return (
    <p className="notice held" role="status" data-testid="slip-held" data-left={left}>
      {left > 0 ? t('slip.held', { seconds: left }) : t('slip.heldCheck')}
    </p>
  );
}
