// The open betslip (spec §2/§4/§5): tabs BETSLIP 1–3 with a bonus badge, Clear All, the picks (each
// removable), the stake input (digits and one decimal point; empty or zero counts as 10 and is cleared
// on blur), money or points mode, the breakdown, the odds policy, and PLACE BET. Full screen on phones with the
// page scroll locked. PLACE BET follows the picks' review (sync/slip-review.ts): it becomes 'Accept changes'
// while a changed price waits for the player, and is disabled while a suspended pick is in the slip, so nothing
// is placed at a price the player has not seen; a ticket carries the prices shown. A bet with a leg in play counts
// the server's delay down (issue 32, LiveSlip.tsx).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useResource, useStore, useUserEvents, useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { SLIP_SLOTS } from '../../schema/betslip.ts';
import { slipRowToSelection } from '../../sync/read/betslip.ts';
import { pricesToAccept } from '../../sync/slip-review.ts';
import { oddsPolicyOf } from '../../domain/odds-policy.ts';
import { usePoints, useSlot } from './use-slip.ts';
import { OddsPolicyToggle, SlipPick } from './SlipOdds.tsx';
import { HeldCountdown } from './LiveSlip.tsx';
import { usePlaceBet } from './use-place-bet.ts';
import { ReferenceDialog } from './ReferenceDialog.tsx';
import { PanelShell } from './panel-style.ts';
import { bettingConfigResource } from '../../sync/points.ts';
import { canBetPoints } from '../../sync/read/points.ts';
import { CONFIG } from '../config.ts';
import { pointsRuleText } from '../components/command-text.ts';
import { ModeToggle, MoneyBreakdown, PointsBreakdown } from './SlipBreakdown.tsx';
import { useAccountUiIfAny } from '../account/context.tsx';

const STAKE_PATTERN = /^\d*(?:[.,]\d*)?$/;
// Booking codes (issue 18): their own chunk, fetched when the slip opens. They are an extra of the slip: when the chunk
// cannot load (offline, never fetched) the slip works without them.
type BookingModule = typeof import('./BookingCodes.tsx');
const without = (): BookingModule => ({ default: () => null, BookingReport: () => null }) as unknown as BookingModule;
const bookingModule = (): Promise<BookingModule> => import('./BookingCodes.tsx').catch(without);
const BookingCodes = lazy(bookingModule);
const BookingReport = lazy(() => bookingModule().then((m) => ({ default: m.BookingReport })));

export default function BetslipPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const store = useStore();
  const active = useValue('slip_active') ?? 0;
  const view = useSlot();
  const { slot, rows, stake, odds, figures, reviews, action } = view;
  const [typed, setTyped] = useState(stake);
  const place = usePlaceBet();
  const signedIn = Boolean(useValue('user_id'));
  const account = useAccountUiIfAny()?.account;
  useResource(signedIn ? bettingConfigResource(CONFIG.merchantId) : null);
  const { mode, config, points } = usePoints(view);
  const policy = oddsPolicyOf(useValue('odds_policy'));
  const panel = useRef<HTMLDivElement>(null);
  const emit = useUserEvents();

  // biome-ignore lint/correctness/useExhaustiveDependencies: another slot shows its own stake even when it is the same amount
  useEffect(() => setTyped(stake), [stake, slot]);
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  const changeStake = (value: string): void => {
    if (STAKE_PATTERN.test(value)) {
      setTyped(value);
      emit('v1.SlipStakeChanged', { slot, stake: value });
    }
  };
  const blurStake = (): void => {
    if (!(Number(typed.replace(',', '.')) > 0)) {
      changeStake('');
    }
  };
  /** Takes the live prices shown into the slot: all changed ones (the player accepts), or those the policy took. */
  const accept = (takenOnly: boolean): void => {
    const current = store ? pricesToAccept(store, reviews, takenOnly) : [];
    if (current.length > 0) {
      emit('v1.SlipOddsAccepted', { slot, current });
    }
  };
  const submit = (): void => {
    if (store && action === 'place') {
      accept(true);
      const picks = rows.map((r, i) => ({ ...slipRowToSelection(store, r), odds: odds[i] ?? 0 }));
      // The stake the player sees in the field, not the store's: the stake's change event may still be queued
      // behind a big answer the store is taking in (a booking link opened while the home loads), and a ticket
      // at the default 10 ETB while the field says 20 is money the player did not agree to.
      void place.run(picks, typed, mode === 'points' ? { slot, config } : undefined);
    }
  };

  return (
    <PanelShell ref={panel} role="dialog" aria-label={t('slip.title')} data-testid="betslip-panel">
      <header>
        <div role="tablist">
          {Array.from({ length: SLIP_SLOTS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its number
            <button key={i} type="button" role="tab" aria-selected={i === active} onClick={() => emit('v1.SlipSlotSelected', { slot: i })}>
              {t('slip.tab', { n: i + 1 })}
            </button>
          ))}
        </div>
        <button type="button" className="close" aria-label={t('slip.minimise')} onClick={onClose}>
          ⌄
        </button>
      </header>
      <ModeToggle mode={mode} pointsAllowed={canBetPoints(signedIn, config)} onChange={(m) => emit('v1.BettingModeChanged', { mode: m })} />
      <div className="meta">
        {/* the money bonus: a points ticket earns none, so points mode never shows it */}
        {mode === 'money' && figures.bonusPercent > 0 ? (
          <span className="badge" data-testid="slip-bonus">
            {t('slip.bonusBadge', { percent: figures.bonusPercent })}
          </span>
        ) : (
          <span />
        )}
        {rows.length > 0 ? (
          <button type="button" className="link" onClick={() => emit('v1.SlipCleared', { slot })}>
            {t('slip.clear')}
          </button>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <BookingReport />
      </Suspense>
      {rows.length === 0 ? (
        <p className="empty">{t('slip.empty')}</p>
      ) : (
        <ul>
          {reviews.map((r) => (
            <SlipPick key={r.row} review={r} onRemove={(matchId) => emit('v1.SelectionRemoved', { slot, matchId })} />
          ))}
        </ul>
      )}
      <label className="stake">
        {mode === 'points' ? t('slip.points.stake') : t('slip.stake')}
        <input
          inputMode="decimal"
          data-testid="slip-stake"
          placeholder="10"
          value={typed}
          onChange={(e) => changeStake(e.target.value)}
          onBlur={blurStake}
        />
      </label>
      {rows.length === 0 ? null : points ? (
        <PointsBreakdown points={points} totalOddsHundredths={figures.totalOddsHundredths} rate={config?.points_to_money_rate ?? 0} />
      ) : (
        <MoneyBreakdown figures={figures} />
      )}
      {points?.error && !place.error ? (
        <p className="notice" data-testid="slip-rule">
          {pointsRuleText(t, points.error)}
        </p>
      ) : null}
      {place.notice ? (
        <p className="notice" role="status" data-testid="slip-notice">
          {place.notice}
        </p>
      ) : null}
      {place.error ? (
        <p className="error" role="alert" data-testid="slip-error">
          {place.error}
        </p>
      ) : null}
      {action === 'accept' && place.refusalCode !== 'ODDS_CHANGED' ? (
        <p className="notice" role="status" data-testid="slip-odds-moved">
          {t('slip.oddsMoved')}
        </p>
      ) : null}
      <OddsPolicyToggle
        policy={policy}
        onChange={(p) => {
          emit('v1.OddsPolicyChanged', { policy: p });
          // Kept for the player on the server too, so every device and the spec's client bet under it.
          if (signedIn && account) {
            void account.saveOddsPolicy();
          }
        }}
      />
      <HeldCountdown slot={slot} />
      {action === 'accept' ? (
        <button type="button" className="place" data-testid="place-bet" data-action="accept" onClick={() => accept(false)}>
          {t('slip.acceptChanges')}
        </button>
      ) : (
        <button
          type="button"
          className="place"
          data-testid="place-bet"
          data-action={action}
          disabled={place.busy || action === 'blocked'}
          onClick={submit}
        >
          {action === 'blocked' ? t('slip.removeSuspended') : place.busy ? t('auth.busy') : t('slip.placeBet')}
        </button>
      )}
      <Suspense fallback={null}>
        <BookingCodes slot={slot} picks={() => (store ? rows.map((r, i) => ({ ...slipRowToSelection(store, r), odds: odds[i] ?? 0 })) : [])} />
      </Suspense>
      {place.reference ? <ReferenceDialog reference={place.reference} ticket={place.ticket} onClose={() => place.done(slot)} /> : null}
    </PanelShell>
  );
}
