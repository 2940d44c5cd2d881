// Asks a signed-in player whose account has no age confirmation (made by a client that never asked: the spec's, or
// before issue 18) to confirm being 21 or older, as Ethiopian rules require. Reads the player's responsible-gaming
// state once per sign-in; 'Confirm' records it (POST …/age-confirmation), 'Not now' hides it for this visit.
import { useEffect, useState } from 'react';
import { requestRg } from '../../sync/responsible-gaming.ts';
import { useEngine } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { DialogBackdrop } from '../screens/responsible-gaming/rg-style.ts';
import { useRg } from '../screens/responsible-gaming/use-rg.ts';

export function AgeCheck() {
  const t = useT();
  const engine = useEngine();
  const rg = useRg();
  const [later, setLater] = useState(false);
  useEffect(() => {
    requestRg(engine, { action: 'load' });
  }, [engine]);
  if (later || rg.state === null || rg.state.age_confirmed_at !== null) {
    return null;
  }
  return (
    <DialogBackdrop data-testid="age-check">
      <div role="dialog" aria-modal="true" aria-labelledby="age-check-title">
        <h2 id="age-check-title">{t('rg.title')}</h2>
        <p>{t('rg.age.ask')}</p>
        <div className="row">
          <button type="button" className="primary" disabled={rg.busy} onClick={() => requestRg(engine, { action: 'confirmAge' })}>
            {t('rg.age.confirm')}
          </button>
          <button type="button" className="secondary" onClick={() => setLater(true)}>
            {t('rg.age.later')}
          </button>
        </div>
      </div>
    </DialogBackdrop>
  );
}
