// The summary and price panel (core §2/§4/§5/§9): how many matches are predicted, the ticket price (default 150; under
// 50 ETB a warning; a price of more than 2 decimals, not positive or above the promotion's 1,000 ETB refused as typed,
// issue 29: the field keeps what was typed and says why), the variant's prizes from the week (LF7: multiples of the
// stake, with what the price would win — nothing while the price is refused, never the last valid price's figure;
// LF12/LF15: shares of the pool) and Submit, enabled only when every match is predicted, the price is valid, the
// player is signed in and nothing is under way.
import { checkPrice } from '../../../domain/lotofoot.ts';
import { formatAmount } from '../../components/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { priceFieldText } from './lotofoot-text.ts';
import { Summary } from './lotofoot-style.ts';
import type { Tier } from './use-lotofoot.ts';

interface Props {
  total: number;
  done: number;
  price: string;
  onPrice: (price: string) => void;
  tiers: Tier[];
  pool: number | null;
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
}

export function SummaryPanel({ total, done, price, onPrice, tiers, pool, canSubmit, busy, onSubmit }: Props) {
  const t = useT();
  const check = checkPrice(price);
  const cents = check.ok ? check.cents : null;
  const best = tiers.find((x) => x.multiplier !== null);
  return (
    <Summary className="summary" data-testid="lotofoot-summary">
      <h2>{t('lotofoot.ticket')}</h2>
      <span className="count" data-testid="lotofoot-count">
        {t('lotofoot.predicted', { done, total })}
      </span>
      <label>
        {t('lotofoot.price')}
        <input inputMode="decimal" value={price} aria-invalid={!check.ok} data-testid="lotofoot-price" onChange={(e) => onPrice(e.target.value)} />
      </label>
      {check.ok && check.warning ? <p className="warn">{t('lotofoot.minRecommended')}</p> : null}
      {check.ok ? null : (
        <p className="error" role="alert">
          {priceFieldText(t, check.error.code)}
        </p>
      )}
      {tiers.length > 0 ? (
        <>
          <h2>{t('lotofoot.prizes')}</h2>
          <ul className="tiers" data-testid="lotofoot-tiers">
            {tiers.map((x) => (
              <li key={x.correct}>
                {x.multiplier !== null ? (
                  <>
                    <span>{t('lotofoot.tierTimes', { correct: x.correct, multiplier: x.multiplier })}</span>
                    <b data-testid="lotofoot-tier-prize">{cents === null ? '–' : `${formatAmount((cents * x.multiplier) / 100)} ETB`}</b>
                  </>
                ) : (
                  <span>{t('lotofoot.tierPool', { correct: x.correct, share: x.pool_share ?? 0 })}</span>
                )}
              </li>
            ))}
          </ul>
          {pool !== null && !best ? <span className="count">{t('lotofoot.pool', { amount: formatAmount(pool) })}</span> : null}
        </>
      ) : null}
      <button type="button" className="submit" data-testid="lotofoot-submit" disabled={!canSubmit} onClick={onSubmit}>
        {busy ? t('lotofoot.submitting') : t('lotofoot.submit')}
      </button>
    </Summary>
  );
}
