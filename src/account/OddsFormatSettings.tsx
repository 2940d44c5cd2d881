// The odds-format choice (issue 29, spec §5): decimal (the default), fractional or American, each shown with the
// same price in its form so the player sees what it does. Used in the profile panel and, compact, in the
// language/settings menu (src/layout/LanguageSelector.tsx). A tap is an intent (v1.OddsFormatChanged); every price
// on screen follows it through src/data/odds-format.ts.
import { ODDS_FORMAT_LABELS, SAMPLE_PRICE, useOddsFormatChoice } from '../data/odds-format.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { formatOdds, ODDS_FORMATS } from '../../domain/odds-format.ts';

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
