// The back office's frame (issue 33): until an operator is signed in (and has finished the sign-in stages) it shows
// the step to take; then the side navigation — only the sections the operator's permissions open, as the server
// would refuse the rest — the language switch, sign-out and the screen.
import { Link, Outlet } from '@tanstack/react-router';
import type { Permission } from '../../schema/operator-access.ts';
import { useCommand, useEngine, useMe } from './data.tsx';
import { type BoLanguage, useI18n } from './i18n.tsx';
import type { MessageKey } from './i18n-en.ts';
import { ChangePasswordScreen, EnrolScreen, SignInScreen } from './screens/SignIn.tsx';
import { brand, button, layout, main, nav } from './styles.ts';

interface Section {
  to: string;
  label: MessageKey;
  /** Shown when the operator holds any of these (none: everyone signed in). */
  needs: Permission[];
}

export const SECTIONS: readonly Section[] = [
  { to: '/', label: 'nav.home', needs: [] },
  { to: '/approvals', label: 'nav.approvals', needs: [] },
  { to: '/trading', label: 'nav.trading', needs: ['trading.view'] },
  { to: '/risk', label: 'nav.risk', needs: ['risk.view'] },
  { to: '/lotofoot', label: 'nav.lotofoot', needs: ['trading.view'] },
  { to: '/players', label: 'nav.players', needs: ['players.view'] },
  { to: '/payments', label: 'nav.payments', needs: ['payments.view'] },
  { to: '/reports', label: 'nav.reports', needs: ['reports.view'] },
  { to: '/credit', label: 'nav.credit', needs: ['wallet.adjust', 'wallet.request'] },
  { to: '/content', label: 'nav.content', needs: ['content.manage'] },
  { to: '/games', label: 'nav.games', needs: ['games.manage'] },
  { to: '/shops', label: 'nav.shops', needs: ['shops.manage'] },
  { to: '/operators', label: 'nav.operators', needs: ['operators.manage'] },
  { to: '/audit', label: 'nav.audit', needs: ['audit.view'] },
];

export function BackofficeShell() {
  const { t, language, setLanguage } = useI18n();
  const engine = useEngine();
  const me = useMe();
  const loadMe = useCommand('LoadMe');
  if (me === null) {
    return loadMe.state === 'busy' || loadMe.state === 'idle' ? <p style={{ padding: 24 }}>{t('common.loading')}</p> : <SignInScreen />;
  }
  if (me.stage === 'change_password') {
    return <ChangePasswordScreen />;
  }
  if (me.stage === 'enrol_totp') {
    return <EnrolScreen />;
  }
  return (
    <div className={layout}>
      <nav className={nav} aria-label={t('app.title')}>
        <div className={brand}>{t('app.title')}</div>
        {SECTIONS.filter((s) => s.needs.length === 0 || s.needs.some((p) => me.permissions.has(p))).map((s) => (
          <Link key={s.to} to={s.to} activeOptions={{ exact: s.to === '/' }}>
            {t(s.label)}
          </Link>
        ))}
        <div data-spacer style={{ flex: 1 }} />
        <label style={{ padding: '4px 10px' }}>
          {t('nav.language')}{' '}
          <select value={language} onChange={(e) => setLanguage(e.target.value as BoLanguage)}>
            <option value="en">English</option>
            <option value="am">አማርኛ</option>
          </select>
        </label>
        <button type="button" className={button} data-kind="secondary" onClick={() => engine.dispatch({ type: 'SignOut' })}>
          {t('nav.signOut')}
        </button>
      </nav>
      <main className={main}>
        <Outlet />
      </main>
    </div>
  );
}
