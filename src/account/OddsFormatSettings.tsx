// The odds-format choice (issue 29, spec §5): decimal (the default), fractional or American, each shown with the
// same price in its form so the player sees what it does. Used in the profile panel and, compact, in the
// language/settings menu (src/layout/LanguageSelector.tsx). A tap is an intent (v1.OddsFormatChanged); every price
// on screen follows it through src/data/odds-format.ts.
import { useOddsFormatChoice } from '../data/odds-format.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { formatOdds, ODDS_FORMATS, type OddsFormat } from '../../domain/odds-format.ts';
import type { MessageId } from '../i18n/messages.ts';

/** The price each choice shows itself with: 2.50 reads 3/2 and +150. */
export const SAMPLE_PRICE = 2.5;

export const ODDS_FORMAT_LABELS: Record<OddsFormat, MessageId> = {
  decimal: 'settings.oddsDecimal',
  fractional: 'settings.oddsFractional',
  american: 'settings.oddsAmerican',
};

export function OddsFormatSettings() {
  const t = useT();
  const [format, choose] = useOddsFormatChoice();
  return (
    <fieldset style={{ display: 'grid', gap: 6, margin: 0, padding: 0, border: 0 }}>
      <legend style={{ padding: 0, marginBottom: 6, color: 'var(--muted)', fontSize: 'smaller' }}>{t('settings.oddsFormat')}</legend>
      {ODDS_FORMATS.map((f) => (
        <button key={f} type="button" className="wide" aria-pressed={f === format} data-testid={`profile-odds-${f}`} onClick={() => choose(f)}>
          {t(ODDS_FORMAT_LABELS[f])} · {formatOdds(SAMPLE_PRICE, f)} {f === format ? '✓' : ''}
        </button>
      ))}
    </fieldset>
  );
}
