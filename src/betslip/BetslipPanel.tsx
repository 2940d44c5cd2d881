// The open betslip (spec §2/§4/§5): tabs BETSLIP 1–3 with a bonus badge, Clear All, the picks (each
// removable), the stake input (digits and one decimal point; empty or zero counts as 10 and is cleared
// on blur), money or points mode, the breakdown, and PLACE BET. Full screen on phones with the page
// scroll locked.
import { useEffect, useRef, useState } from 'react';
import { styled } from '@linaria/react';
import { useEngine, useResource, useRow, useStore, useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { formatOdds } from '../../domain/market-display.ts';
import { SLIP_SLOTS, type CurrentOdds } from '../../schema/betslip.ts';
import { slipRowToSelection } from '../../sync/materializers/betslip.ts';
import { money, useSlot } from './use-slip.ts';
import { usePlaceBet } from './use-place-bet.ts';
import { ReferenceDialog } from './ReferenceDialog.tsx';
import { PanelShell } from './panel-style.ts';
import { bettingConfigResource, pointsFigures } from '../../sync/points.ts';
import { canBetPoints, pointsConfigFromRow, POINTS_CONFIG_ROW } from '../../sync/materializers/points.ts';
import { CONFIG } from '../config.ts';
import { slipText } from './slip-text.ts';
import { useMove } from '../components/use-move.ts';
import { ModeToggle, MoneyBreakdown, PointsBreakdown } from './SlipBreakdown.tsx';

const STAKE_PATTERN = /^\d*(?:[.,]\d*)?$/;

function Pick({ row, onRemove, changed }: { row: string; onRemove: (matchId: string) => void; changed: readonly CurrentOdds[] }) {
  const t = useT();
  const p = useRow('slipSelections', row);
  const move = useMove(p.odds ?? 0);
  const now = changed.find((c) => c.match_id === p.match_id && c.market_id === p.market_id && c.outcome_id === p.outcome_id
    && (c.specifier ?? '') === (p.specifier ?? '') && c.odds !== p.odds);
  return (
    <li data-testid="slip-pick">
      <div>
        <b>{p.match_name}</b>
        <small>{p.market_name}: {p.outcome_name}</small>
      </div>
      <span className="odds" data-testid="slip-pick-odds">
        {now ? <><s>{formatOdds(p.odds ?? 0)}</s> → {formatOdds(now.odds)}</> : <span key={p.odds} data-move={move}>{formatOdds(p.odds ?? 0)}</span>}
      </span>
      <button type="button" aria-label={t('slip.remove')} onClick={() => onRemove(p.match_id ?? '')}>×</button>
    </li>
  );
}

export default function BetslipPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const engine = useEngine();
  const store = useStore();
  const active = useValue('slip_active') ?? 0;
  const { slot, rows, stake, odds, figures } = useSlot();
  const [typed, setTyped] = useState(stake);
  const place = usePlaceBet();
  const signedIn = Boolean(useValue('user_id'));
  useResource(signedIn ? bettingConfigResource(CONFIG.merchantId) : null);
  const config = pointsConfigFromRow(useRow('pointsConfig', POINTS_CONFIG_ROW));
  const mode = useValue('betting_mode') === 'points' ? 'points' : 'money';
  const points = mode === 'points' ? pointsFigures(config, odds, stake) : null;
  const panel = useRef<HTMLDivElement>(null);
  const emit = (type: string, payload: unknown): void => engine.emit({ type, at: Date.now(), source: 'user', payload } as never);

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
  const submit = (): void => {
    if (store) {
      void place.run(rows.map((r) => slipRowToSelection(store, r)), stake, mode === 'points' ? { slot, config } : undefined);
    }
  };

  return (
    <PanelShell ref={panel} role="dialog" aria-label={t('slip.title')} data-testid="betslip-panel">
      <header>
        <div role="tablist">
          {Array.from({ length: SLIP_SLOTS }, (_, i) => (
            <button key={i} type="button" role="tab" aria-selected={i === active} onClick={() => emit('v1.SlipSlotSelected', { slot: i })}>
              {t('slip.tab', { n: i + 1 })}
            </button>
          ))}
        </div>
        <button type="button" className="close" aria-label={t('slip.minimise')} onClick={onClose}>⌄</button>
      </header>
      <ModeToggle mode={mode} pointsAllowed={canBetPoints(signedIn, config)}
        onChange={(m) => emit('v1.BettingModeChanged', { mode: m })} />
      <div className="meta">
        {figures.bonusPercent > 0 ? <span className="badge" data-testid="slip-bonus">{t('slip.bonusBadge', { percent: figures.bonusPercent })}</span> : <span />}
        {rows.length > 0 ? <button type="button" className="link" onClick={() => emit('v1.SlipCleared', { slot })}>{t('slip.clear')}</button> : null}
      </div>
      {rows.length === 0 ? <p className="empty">{t('slip.empty')}</p> : (
        <ul>{rows.map((r) => <Pick key={r} row={r} changed={place.changed} onRemove={(matchId) => emit('v1.SelectionRemoved', { slot, matchId })} />)}</ul>
      )}
      <label className="stake">
        {mode === 'points' ? t('slip.points.stake') : t('slip.stake')}
        <input inputMode="decimal" data-testid="slip-stake" placeholder="10" value={typed}
          onChange={(e) => changeStake(e.target.value)} onBlur={blurStake} />
      </label>
      {points ? <PointsBreakdown points={points} totalOddsHundredths={figures.totalOddsHundredths} rate={config?.points_to_money_rate ?? 0} />
        : <MoneyBreakdown figures={figures} />}
      {points?.error && !place.error ? <p className="notice" data-testid="slip-rule">{slipText(t, points.error)}</p> : null}
      {place.notice ? <p className="notice" role="status" data-testid="slip-notice">{slipText(t, place.notice)}</p> : null}
      {place.error ? <p className="error" role="alert" data-testid="slip-error">{slipText(t, place.error)}</p> : null}
      {place.changed.length > 0 ? (
        <button type="button" className="place" data-testid="accept-odds" onClick={() => place.acceptOdds(slot)}>{t('slip.acceptOdds')}</button>
      ) : null}
      <button type="button" className="place" data-testid="place-bet" disabled={place.busy || place.changed.length > 0} onClick={submit}>
        {place.busy ? t('auth.busy') : t('slip.placeBet')}
      </button>
      {place.reference ? <ReferenceDialog reference={place.reference} ticket={place.ticket} onClose={() => place.done(slot)} /> : null}
    </PanelShell>
  );
}
