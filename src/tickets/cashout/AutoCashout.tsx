// The automatic cash-out control of the cash-out panel (issue 32): with no value set, an amount field (ETB) and 'Set'
// — the value must be above the offer now and at most the potential win, said under the field and checked before it
// is sent; with one set, 'Automatic cash out at X ETB' and 'Clear'. The value goes as an intent through the sync
// engine (sync/cashout.ts setAutoCashout → PUT …/cashout/auto); the server's answer (the offer with the value) is what
// the panel shows. The server then cashes the whole ticket out once its offer reaches the value: the row reads
// CASHED_OUT at its next refresh.
import { useId, useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatCentsAmount as money } from '../../components/format.ts';
import { cashoutRefusalText } from './cashout-text.ts';
import type { useCashout } from './use-cashout.ts';

/** The typed amount in cents (a comma or a point for decimals), NaN when it is not an amount. */
function typedCents(text: string): number {
  const v = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : Number.NaN;
}

export function AutoCashout({ c, offerCents, maxCents }: { c: ReturnType<typeof useCashout>; offerCents: number; maxCents: number }) {
  const t = useT();
  const [text, setText] = useState('');
  const [wrong, setWrong] = useState(false);
  const hintId = useId();
  const valueCents = Math.round((c.auto.amount ?? 0) * 100);
  const busy = c.auto.status === 'submitting';
  const limits = { min: money(offerCents), max: money(maxCents) };
  const set = (): void => {
    const cents = typedCents(text);
    if (!(cents > offerCents && cents <= maxCents)) {
      setWrong(true);
      return;
    }
    setWrong(false);
    setText('');
    c.setAuto(cents / 100);
  };
  return (
    <div className="co-auto" data-testid="cashout-auto">
      {valueCents > 0 ? (
        <div className="co-auto-row">
          <p data-testid="cashout-auto-value">{t('check.cashout.auto.value', { amount: money(valueCents) })}</p>
          <button type="button" data-testid="cashout-auto-clear" disabled={busy} onClick={() => c.setAuto(null)}>
            {t('check.cashout.auto.clear')}
          </button>
        </div>
      ) : (
        <form
          className="co-auto-row"
          onSubmit={(e) => {
            e.preventDefault();
            set();
          }}
        >
          <label>
            <span>{t('check.cashout.auto.label')}</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              data-testid="cashout-auto-input"
              value={text}
              aria-invalid={wrong || undefined}
              aria-describedby={hintId}
              onChange={(e) => {
                setText(e.target.value);
                setWrong(false);
              }}
            />
          </label>
          <button type="submit" data-testid="cashout-auto-set" disabled={busy || text.trim() === ''}>
            {t('check.cashout.auto.set')}
          </button>
        </form>
      )}
      {valueCents > 0 ? null : (
        <p id={hintId} className={wrong ? 'co-auto-wrong' : 'co-auto-hint'} role={wrong ? 'alert' : undefined} data-testid="cashout-auto-hint">
          {wrong ? t('check.cashout.auto.invalid', limits) : t('check.cashout.auto.hint', limits)}
        </p>
      )}
      {c.auto.status === 'refused' ? (
        <p className="co-auto-wrong" role="alert" data-testid="cashout-auto-refused" data-code={c.auto.code || undefined}>
          {cashoutRefusalText(t, c.auto)}
        </p>
      ) : null}
    </div>
  );
}
