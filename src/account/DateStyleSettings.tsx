// The profile panel's date-style block (issue 18): switches for the Ethiopian calendar and the local 12-hour day
// count, with a line showing what they do. Each tap is an intent (v1.DateStyleChanged, src/data/date-style.ts);
// every date and time on screen follows it through src/i18n/calendar.ts.
import { useDateStyleSwitches } from '../data/date-style.ts';
import { useT } from '../i18n/I18nProvider.tsx';

export function DateStyleSettings() {
  const t = useT();
  const { style, toggleCalendar, toggleClock } = useDateStyleSwitches();
  const ethiopian = style.calendar === 'ethiopian';
  const local = style.clock === 'local';
  return (
    <>
      <small style={{ color: 'var(--muted)' }}>{t('profile.datesTitle')}</small>
      <button type="button" className="wide" role="switch" aria-checked={ethiopian} data-testid="profile-ethiopian-calendar" onClick={toggleCalendar}>
        {t('settings.ethiopianCalendar')}: {ethiopian ? '✓' : '—'}
      </button>
      <button type="button" className="wide" role="switch" aria-checked={local} data-testid="profile-local-time" onClick={toggleClock}>
        {t('settings.localTime')}: {local ? '✓' : '—'}
      </button>
      <small style={{ color: 'var(--muted)' }}>{t('profile.datesHint')}</small>
    </>
  );
}
