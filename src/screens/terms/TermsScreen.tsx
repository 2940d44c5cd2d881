// /terms (issue 18), its own lazy chunk: the terms in the player's language, short and plain — age 21 or older
// (Ethiopian rules), one account per person, responsible gaming, bets and results, disputes, and the support line
// (the server's SUPPORT_PHONE, read through the public support endpoint).
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { requestRg } from '../../../sync/responsible-gaming.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Page } from '../responsible-gaming/rg-style.ts';
import { useRg } from '../responsible-gaming/use-rg.ts';

const SECTIONS = ['age', 'account', 'responsible', 'bets', 'disputes'] as const;

export function TermsScreen() {
  const t = useT();
  const engine = useEngine();
  const { supportPhone } = useRg();
  useEffect(() => {
    requestRg(engine, { action: 'support' });
  }, [engine]);
  return (
    <Page data-testid="terms-screen">
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.intro')}</p>
      <ol className="card">
        {SECTIONS.map((s) => (
          <li key={s}>
            <strong>{t(`terms.${s}.title`)}</strong> — {t(`terms.${s}.text`)}
          </li>
        ))}
        <li>
          <strong>{t('terms.support.title')}</strong> — {t('terms.support.text')}{' '}
          {supportPhone ? (
            <a href={`tel:${supportPhone.replace(/\s/g, '')}`} data-testid="terms-support-phone">
              {supportPhone}
            </a>
          ) : null}
        </li>
      </ol>
      <Link to="/responsible-gaming">{t('rg.title')}</Link>
    </Page>
  );
}
