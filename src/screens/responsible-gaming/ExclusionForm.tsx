// Self-exclusion: the period is chosen, then confirmed in a second step that says what it means (no bets, deposits
// or games until the end; sign-in, withdrawals and history stay open; it cannot be undone early). While one is in
// force the card says until when, and offers only longer periods (the server refuses a shorter one anyway).
import { useState } from 'react';
import { EXCLUSION_PERIODS, type ExclusionPeriod, type SelfExclusion } from '../../../schema/responsible-gaming.ts';
import { requestRg } from '../../../sync/responsible-gaming.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatWhen } from './rg-text.ts';

export function ExclusionForm({ exclusion, busy }: { exclusion: SelfExclusion | null; busy: boolean }) {
  const t = useT();
  const engine = useEngine();
  const [chosen, setChosen] = useState<ExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const permanent = exclusion !== null && exclusion.ends_at === null;
  return (
    <div className="card" data-testid="rg-exclusion">
      <h2>{t('rg.exclusion.title')}</h2>
      {exclusion ? (
        <div className="notice" data-testid="rg-excluded">
          {exclusion.ends_at === null ? t('rg.exclusion.activePermanent') : t('rg.exclusion.active', { until: formatWhen(exclusion.ends_at) })}
        </div>
      ) : (
        <p>{t('rg.exclusion.help')}</p>
      )}
      {permanent ? null : (
        <fieldset className="choices" aria-label={t('rg.exclusion.title')}>
          {EXCLUSION_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={chosen === p}
              onClick={() => {
                setChosen(p);
                setConfirming(false);
              }}
            >
              {t(`rg.exclusion.period.${p}`)}
            </button>
          ))}
        </fieldset>
      )}
      {chosen && !confirming && !permanent ? (
        <button type="button" className="secondary" onClick={() => setConfirming(true)}>
          {t('rg.exclusion.next')}
        </button>
      ) : null}
      {chosen && confirming && !permanent ? (
        <div className="notice" data-testid="rg-exclusion-confirm">
          <p>{t('rg.exclusion.warning', { period: t(`rg.exclusion.period.${chosen}`) })}</p>
          <div className="row" style={{ marginTop: 10 }}>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => {
                requestRg(engine, { action: 'exclude', period: chosen });
                setConfirming(false);
                setChosen(null);
              }}
            >
              {t('rg.exclusion.confirm')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('rg.exclusion.back')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
