// /responsible-gaming (issue 18), its own lazy chunk: help text, the support line (the server's SUPPORT_PHONE),
// and for a signed-in player the age confirmation (accounts made without it), deposit limits, self-exclusion and
// the reality-check interval. Every action is an intent (sync/responsible-gaming.ts); the state comes back into
// the store (table responsibleGaming) and is read here through useRg.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { requestRg } from '../../../sync/responsible-gaming.ts';
import { useSignedIn } from '../../account/use-wallet.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { ExclusionForm } from './ExclusionForm.tsx';
import { LimitsForm } from './LimitsForm.tsx';
import { RealityInterval } from './RealityInterval.tsx';
import { Page } from './rg-style.ts';
import { rgRefusalText } from './rg-text.ts';
import { useRg } from './use-rg.ts';

export function ResponsibleGamingScreen() {
  const t = useT();
  const engine = useEngine();
  const signedIn = useSignedIn();
  const rg = useRg();
  useEffect(() => {
    requestRg(engine, { action: 'support' });
    if (signedIn) {
      requestRg(engine, { action: 'load' });
    }
  }, [engine, signedIn]);
  const phone = rg.supportPhone;
  return (
    <Page data-testid="rg-screen">
      <h1>{t('rg.title')}</h1>
      <p>{t('rg.intro')}</p>
      {rg.refusal ? (
        <p className="error" role="alert" data-testid="rg-error">
          {rgRefusalText(t, rg.refusal)}
        </p>
      ) : null}
      {rg.done && rg.action !== 'load' ? (
        <p className="ok" role="status" data-testid="rg-saved">
          {t('rg.saved')}
        </p>
      ) : null}
      {signedIn && rg.state ? (
        <>
          {rg.state.age_confirmed_at === null ? (
            <div className="card" data-testid="rg-age">
              <p>{t('rg.age.ask')}</p>
              <button type="button" className="primary" disabled={rg.busy} onClick={() => requestRg(engine, { action: 'confirmAge' })}>
                {t('rg.age.confirm')}
              </button>
            </div>
          ) : null}
          <LimitsForm limits={rg.state.limits} busy={rg.busy} />
          <ExclusionForm exclusion={rg.state.exclusion} busy={rg.busy} />
        </>
      ) : null}
      {signedIn ? <RealityInterval minutes={rg.intervalMin} /> : <p className="notice">{t('rg.signInFor')}</p>}
      <div className="card">
        <h2>{t('rg.help.title')}</h2>
        <ul>
          <li>{t('rg.help.budget')}</li>
          <li>{t('rg.help.chase')}</li>
          <li>{t('rg.help.breaks')}</li>
          <li>{t('rg.help.age')}</li>
        </ul>
        <p>
          {t('rg.help.call')}{' '}
          {phone ? (
            <a href={`tel:${phone.replace(/\s/g, '')}`} data-testid="rg-support-phone">
              {phone}
            </a>
          ) : null}
        </p>
        <Link to="/terms">{t('terms.title')}</Link>
      </div>
    </Page>
  );
}
