// The slip's mode switch and figures. Money (spec §9): stake, VAT, net stake, total odds, bonus, gross,
// income tax, net potential win. Points (spec §5): stake in points, total odds, potential win = stake ×
// rate in ETB, '1 point = {rate} ETB' and the active points. Points is disabled unless the player is
// signed in and the merchant enables it (spec §4).
import type { BettingMode } from '../../schema/betting-config.ts';
import type { SlipFigures } from '../../sync/slip-figures.ts';
import type { PointsFigures } from '../../sync/points.ts';
import { useCell } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { formatAmount } from '../components/format.ts';
import { useFormatOdds } from '../data/odds-format.ts';
import { money } from './use-slip.ts';

export function ModeToggle({ mode, pointsAllowed, onChange }: { mode: BettingMode; pointsAllowed: boolean; onChange: (m: BettingMode) => void }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (WAI-ARIA's button group), not form fields for a <fieldset>
    <div className="mode" role="group" aria-label={t('slip.mode')}>
      <button type="button" aria-pressed={mode === 'money'} data-testid="mode-money" onClick={() => onChange('money')}>
        {t('slip.mode.money')}
      </button>
      <button
        type="button"
        aria-pressed={mode === 'points'}
        data-testid="mode-points"
        disabled={!pointsAllowed}
        title={pointsAllowed ? undefined : t('slip.mode.pointsOff')}
        onClick={() => onChange('points')}
      >
        {t('slip.mode.points')}
      </button>
    </div>
  );
}

export function MoneyBreakdown({ figures }: { figures: SlipFigures }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  return (
    <dl data-testid="slip-breakdown">
      <dt>{t('slip.stake')}</dt>
      <dd>{money(figures.stakeCents)}</dd>
      <dt>{t('slip.vat')}</dt>
      <dd>{money(figures.vatCents)}</dd>
      <dt>{t('slip.netStake')}</dt>
      <dd>{money(figures.netStakeCents)}</dd>
      <dt>{t('slip.totalOdds')}</dt>
      <dd data-testid="slip-total-odds">{formatOdds(figures.totalOddsHundredths / 100)}</dd>
      <dt>{t('slip.bonus', { percent: figures.bonusPercent })}</dt>
      <dd>{money(figures.bonusCents)}</dd>
      <dt>{t('slip.gross')}</dt>
      <dd>{money(figures.grossWinCents)}</dd>
      <dt>{t('slip.tax')}</dt>
      <dd>{money(figures.incomeTaxCents)}</dd>
      <dt>
        <b>{t('slip.netWin')}</b>
      </dt>
      <dd>
        <b data-testid="slip-net-win">{money(figures.netWinCents)}</b>
      </dd>
    </dl>
  );
}

export function PointsBreakdown({ points, totalOddsHundredths, rate }: { points: PointsFigures; totalOddsHundredths: number; rate: number }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  const active = useCell('wallet', 'current', 'active_points') ?? 0;
  return (
    <dl data-testid="slip-breakdown">
      <dt>{t('slip.points.stake')}</dt>
      <dd>{t('slip.points.amount', { n: formatAmount(points.stake) })}</dd>
      <dt>{t('slip.totalOdds')}</dt>
      <dd data-testid="slip-total-odds">{formatOdds(totalOddsHundredths / 100)}</dd>
      <dt>{t('slip.points.rate', { rate })}</dt>
      <dd />
      <dt>{t('slip.points.active')}</dt>
      <dd data-testid="slip-active-points">{t('slip.points.amount', { n: formatAmount(active) })}</dd>
      <dt>
        <b>{t('slip.potentialWin')}</b>
      </dt>
      <dd>
        <b data-testid="slip-net-win">{money(points.potentialWinCents)} ETB</b>
      </dd>
    </dl>
  );
}
