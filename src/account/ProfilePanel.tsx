// Profile side panel (spec §2/§4): slides in from the right over a dimmed backdrop that closes it;
// shown only when user and wallet are loaded. Phone, user id, balance, points with 'pts', the unlock
// badge and bar (green at 100, amber from 50, purple below), 'Need … more to unlock' only while
// something remains, the expandable inactive-bonus list, Deposit, history entries, Statement, Report a problem,
// help line (only with its number), Logout, the change of password (issue 29, ChangePasswordForm.tsx); the low-data switch and this visit's data meter (issue 17, SaveDataSettings.tsx).
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useAccountForm, useRow, useTable, useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { unlockStatus, bonusTypeName } from '../../domain/unlock.ts';
import { WALLET_ROW } from '../../sync/read/account.ts';
import { useSupportPhone } from './use-support-phone.ts';
import { PATHS } from '../routes.ts';
import { useAccountUi } from './context.tsx';
import { formatAmount } from './use-wallet.ts';
import { ReportProblemButton } from './ReportProblemButton.tsx';
import { SaveDataSettings } from './SaveDataSettings.tsx';
import { DateStyleSettings } from './DateStyleSettings.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { OddsFormatSettings } from './OddsFormatSettings.tsx';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(3, 7, 18, 0.6);
`;
const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 91;
  width: min(360px, 92vw);
  padding: 20px 16px;
  overflow-y: auto;
  background: var(--surface);
  border-left: 1px solid var(--border);
  animation: slide-in 200ms ease-out;
  display: grid;
  align-content: start;
  gap: 12px;
  @keyframes slide-in {
    from { transform: translateX(100%); }
    to { transform: translateX(0); }
  }
  & dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; }
  & dt { color: var(--muted); }
  & dd { margin: 0; text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
  & a, & button.wide {
    display: block; padding: 11px; border-radius: 10px; border: 1px solid var(--border);
    background: var(--surface-2); text-align: center; font-weight: 700; cursor: pointer; width: 100%;
  }
  & a.deposit { background: var(--ok); border-color: var(--ok); color: #05210f; }
`;
const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 800;
  &[data-colour='green'] { background: rgba(34, 197, 94, 0.18); color: var(--ok); }
  &[data-colour='amber'] { background: rgba(245, 158, 11, 0.18); color: var(--warn); }
  &[data-colour='purple'] { background: var(--accent-soft); color: var(--accent-text); }
`;
const Bar = styled.div`
  height: 8px;
  border-radius: 999px;
  background: var(--bg);
  overflow: hidden;
  & div { height: 100%; border-radius: 999px; }
  & div[data-colour='green'] { background: var(--ok); }
  & div[data-colour='amber'] { background: var(--warn); }
  & div[data-colour='purple'] { background: var(--accent); }
`;

export default function ProfilePanel() {
  const t = useT();
  const { account, setProfileOpen } = useAccountUi();
  const userId = useValue('user_id') ?? '';
  const phone = useValue('phone') ?? '';
  const w = useRow('wallet', WALLET_ROW);
  const bonuses = useTable('inactiveBonuses');
  const [showBonuses, setShowBonuses] = useState(false);
  const busy = useAccountForm('logout').busy;
  const supportPhone = useSupportPhone();
  if (!userId || w.balance === undefined) {
    return null;
  }
  const close = (): void => setProfileOpen(false);
  const status = unlockStatus({
    inactive_points: w.inactive_points ?? 0,
    activation_progress: w.has_progress
      ? { deposited_so_far: w.deposited_so_far ?? 0, required_deposit: w.required_deposit ?? 0, remaining: w.remaining ?? 0 }
      : null,
  });
  const bonusList = Object.entries(bonuses);
  return (
    <>
      <Backdrop onClick={close} data-testid="profile-backdrop" />
      <Panel aria-label={t('profile.title')} data-testid="profile-panel">
        <h2 style={{ margin: 0 }}>{t('profile.title')}</h2>
        <dl>
          <dt>{phone}</dt>
          <dd />
          <dt>{t('profile.userId')}</dt>
          <dd data-testid="profile-user-id">{userId}</dd>
          <dt>{t('profile.balance')}</dt>
          <dd data-testid="profile-balance">
            {formatAmount(w.balance)} {w.currency}
          </dd>
          <dt>{t('profile.points')}</dt>
          <dd data-testid="profile-points">{t('profile.pts', { amount: formatAmount(w.points_balance ?? 0) })}</dd>
        </dl>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{t(`profile.status.${status.label}`)}</span>
          <Badge data-colour={status.colour} data-testid="unlock-badge">
            {t(`profile.badge.${status.badge}`)}
          </Badge>
        </div>
        <Bar role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(status.percent)}>
          <div data-colour={status.colour} style={{ width: `${status.percent}%` }} />
        </Bar>
        {status.remaining > 0 ? (
          <small data-testid="unlock-need">{t('profile.need', { amount: `${formatAmount(status.remaining)} ${w.currency}` })}</small>
        ) : null}
        {bonusList.length > 0 ? (
          <button type="button" className="wide" aria-expanded={showBonuses} onClick={() => setShowBonuses((s) => !s)}>
            {t('profile.inactiveBonuses', { count: bonusList.length })}
          </button>
        ) : null}
        {showBonuses
          ? bonusList.map(([id, b]) => (
              <div key={id} style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13 }}>
                <span>{t('profile.bonus', { type: bonusTypeName(b.bonus_type ?? '') })}</span>
                <span>{t('profile.pts', { amount: formatAmount(b.bonus_amount ?? 0) })}</span>
              </div>
            ))
          : null}
        <Link className="deposit" to={PATHS.deposit} onClick={close}>
          {t('profile.deposit')}
        </Link>
        <Link to={PATHS.history} onClick={close}>
          {t('profile.betHistory')}
        </Link>
        <Link to="/statement" onClick={close} data-testid="profile-statement">
          {t('statement.title')}
        </Link>
        <Link to="/responsible-gaming" onClick={close} data-testid="profile-rg">
          {t('rg.title')}
        </Link>
        <Link to="/terms" onClick={close}>
          {t('terms.title')}
        </Link>
        <Link to={PATHS.lotofootHistory} onClick={close}>
          {t('profile.lotofootHistory')}
        </Link>
        <ChangePasswordForm />
        <SaveDataSettings />
        <DateStyleSettings />
        <OddsFormatSettings />
        <ReportProblemButton />
        {supportPhone ? (
          <p style={{ margin: 0, textAlign: 'center', color: 'var(--muted)', fontSize: 12 }} data-testid="support-line">
            {t('auth.support')}{' '}
            <a style={{ display: 'inline', padding: 0, border: 0, background: 'none' }} href={`tel:${supportPhone.replace(/\s/g, '')}`}>
              {supportPhone}
            </a>
          </p>
        ) : null}
        <button type="button" className="wide" disabled={busy} onClick={() => void account.logout()}>
          {busy ? t('menu.loggingOut') : t('profile.logout')}
        </button>
      </Panel>
    </>
  );
}
