// Deposit limits per day, week and month: each field shows the limit in force, what the rolling window counts, and
// a raise or removal waiting with the time it applies (with a cancel button, which asks for the value in force).
// Empty field = no limit. Lowering applies at once, raising waits 24 hours: the server decides, the form only asks.
import { type FormEvent, useState } from 'react';
import type { DepositLimit, LimitPeriod } from '../../../schema/responsible-gaming.ts';
import { requestRg } from '../../../sync/responsible-gaming.ts';
import { formatAmount } from '../../components/format.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatWhen } from './rg-text.ts';

const text = (limit: number | null): string => (limit === null ? '' : String(limit));

export function LimitsForm({ limits, busy }: { limits: readonly DepositLimit[]; busy: boolean }) {
  const t = useT();
  const engine = useEngine();
  // Every answer (a saved change, a waiting raise, a cancel) puts the fields back to the limits in force, in the
  // render that shows it (React's reset of state on a new prop: no effect, so no frame where a figure typed in
  // meanwhile could be put back to the old one). Keyed on the answer's content, not the array's identity.
  const inForce = (): Record<LimitPeriod, string> => ({
    day: '',
    week: '',
    month: '',
    ...Object.fromEntries(limits.map((l) => [l.period, text(l.limit)])),
  });
  const answer = JSON.stringify(limits);
  const [values, setValues] = useState(inForce);
  const [shown, setShown] = useState(answer);
  if (shown !== answer) {
    setShown(answer);
    setValues(inForce());
  }
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const wanted = Object.fromEntries(limits.map((l) => [l.period, values[l.period].trim() === '' ? null : Number(values[l.period])]));
    requestRg(engine, { action: 'setLimits', limits: wanted });
  };
  return (
    <form className="card" onSubmit={submit} data-testid="rg-limits" noValidate>
      <h2>{t('rg.limits.title')}</h2>
      <p>{t('rg.limits.help')}</p>
      <div className="limits">
        {limits.map((l) => (
          <div className="limit" key={l.period} data-testid={`rg-limit-${l.period}`}>
            <label>
              {t(`rg.limits.${l.period}`)}
              <input
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                name={l.period}
                placeholder={t('rg.limits.none')}
                value={values[l.period]}
                onChange={(e) => setValues((v) => ({ ...v, [l.period]: e.target.value }))}
              />
            </label>
            <small>
              {l.limit === null
                ? t('rg.limits.noLimit')
                : t('rg.limits.used', { used: formatAmount(l.used), remaining: formatAmount(l.remaining ?? 0) })}
            </small>
            {l.pending ? (
              <div className="pending" data-testid={`rg-pending-${l.period}`}>
                <span>
                  {l.pending.limit === null
                    ? t('rg.limits.pendingRemove', { when: formatWhen(l.pending.effective_at) })
                    : t('rg.limits.pendingRaise', { amount: formatAmount(l.pending.limit), when: formatWhen(l.pending.effective_at) })}
                </span>
                <button
                  type="button"
                  className="secondary"
                  disabled={busy}
                  onClick={() => requestRg(engine, { action: 'setLimits', limits: { [l.period]: l.limit } })}
                >
                  {t('rg.limits.cancel')}
                </button>
              </div>
            ) : null}
          </div>
        ))}
      </div>
      <button className="primary" type="submit" disabled={busy}>
        {t('rg.limits.save')}
      </button>
    </form>
  );
}
