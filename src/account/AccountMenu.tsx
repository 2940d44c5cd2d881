// The account menu (spec §2): phone number, balance with currency, DEPOSIT, Bet History, Statement, the profile
// panel, and Logout, which reads 'Logging out...' while the command runs (the menu goes with the sign-out).
// Closes on an outside click.
import { useRef, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useAccountForm, useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { PATHS } from '../routes.ts';
import { useAccountUi } from './context.tsx';
import { useOutsideClick } from '../components/use-outside-click.ts';
import { formatAmount, useBalance } from './use-wallet.ts';

const Menu = styled.div`
  position: fixed;
  top: 60px;
  right: 8px;
  z-index: 60;
  width: 240px;
  padding: 12px;
  border-radius: 12px;
  background: var(--surface-2);
  border: 1px solid var(--border);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.5);
  display: grid;
  gap: 8px;
  @media (min-width: 768px) {
    top: 68px;
    right: 24px;
  }
  & .phone {
    font-weight: 700;
    background: none;
    border: 0;
    padding: 0;
    text-align: left;
    cursor: pointer;
  }
  & .balance {
    color: var(--muted);
    font-variant-numeric: tabular-nums;
  }
  & a,
  & button.item {
    display: block;
    width: 100%;
    padding: 10px;
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--surface);
    text-align: center;
    font-weight: 700;
    cursor: pointer;
  }
  & a.deposit {
    background: var(--ok);
    border-color: var(--ok);
    color: #05210f;
  }
  & button.item:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export default function AccountMenu({ onClose, trigger }: { onClose: () => void; trigger: RefObject<HTMLElement | null> }) {
  const t = useT();
  const { account, setProfileOpen } = useAccountUi();
  const phone = useValue('phone') ?? '';
  const { balance, currency } = useBalance();
  const busy = useAccountForm('logout').busy;
  const ref = useRef<HTMLDivElement>(null);

  // The trigger counts as inside: its own click toggles the menu.
  useOutsideClick([ref, trigger], onClose);

  return (
    <Menu ref={ref} role="menu" data-testid="account-menu">
      <button
        type="button"
        className="phone"
        onClick={() => {
          setProfileOpen(true);
          onClose();
        }}
        data-testid="menu-phone"
      >
        {phone}
      </button>
      <div className="balance" data-testid="menu-balance">
        {formatAmount(balance)} {currency}
      </div>
      <Link className="deposit" to={PATHS.deposit} onClick={onClose}>
        {t('menu.deposit')}
      </Link>
      <Link to={PATHS.history} onClick={onClose}>
        {t('menu.betHistory')}
      </Link>
      <Link to="/statement" onClick={onClose} data-testid="menu-statement">
        {t('statement.title')}
      </Link>
      <Link to="/results" onClick={onClose} data-testid="menu-results">
        {t('menu.results')}
      </Link>
      <button type="button" className="item" disabled={busy} data-testid="logout" onClick={() => void account.logout()}>
        {busy ? t('menu.loggingOut') : t('menu.logout')}
      </button>
    </Menu>
  );
}
