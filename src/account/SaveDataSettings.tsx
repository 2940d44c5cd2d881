// The profile panel's low-data block (issue 17): the 'Save data' switch with what it does, and a meter of what
// this visit has downloaded — the page and every resource the browser reports (PerformanceObserver 'navigation'
// and 'resource' entries, buffered, so what loaded before the panel opened counts), their transferSize summed:
// bytes that came over the network, 0 for what came from a cache. Socket frames are not reported by browsers.
import { useEffect, useState } from 'react';
import { useSaveDataSwitch } from '../data/save-data.ts';
import { useT } from '../i18n/I18nProvider.tsx';

/** Bytes downloaded by this visit so far, updated as more resources load (0 where the browser cannot tell). */
export function useVisitBytes(): number {
  const [bytes, setBytes] = useState(0);
  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined') {
      return;
    }
    let total = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        total += (entry as PerformanceResourceTiming).transferSize || 0;
      }
      setBytes(total);
    });
    for (const type of ['navigation', 'resource']) {
      try {
        observer.observe({ type, buffered: true });
      } catch {
        // an entry type this browser does not report: the meter counts the other
      }
    }
    return () => observer.disconnect();
  }, []);
  return bytes;
}

export function SaveDataSettings() {
  const t = useT();
  const [on, toggle] = useSaveDataSwitch();
  const kb = Math.round(useVisitBytes() / 1024);
  return (
    <>
      <button type="button" className="wide" role="switch" aria-checked={on} data-testid="profile-save-data" onClick={toggle}>
        {t('settings.saveData')}: {on ? '✓' : '—'}
      </button>
      <small style={{ color: 'var(--muted)' }}>{t('profile.saveDataHint')}</small>
      <small data-testid="data-meter" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('profile.dataMeter', { kb })}
      </small>
    </>
  );
}
