// The reality-check interval (15, 30, 60 or 120 minutes of a signed-in session, or off), kept on this device.
import { INTERVAL_CHOICES, setRealityInterval } from '../../../sync/responsible-gaming.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

export function RealityInterval({ minutes }: { minutes: number }) {
  const t = useT();
  const engine = useEngine();
  return (
    <div className="card" data-testid="rg-reality">
      <h2>{t('rg.reality.title')}</h2>
      <p>{t('rg.reality.help')}</p>
      <fieldset className="choices" aria-label={t('rg.reality.title')}>
        {INTERVAL_CHOICES.map((m) => (
          <button key={m} type="button" aria-pressed={minutes === m} onClick={() => setRealityInterval(engine, m)}>
            {m === 0 ? t('rg.reality.off') : t('rg.reality.minutes', { minutes: m })}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
