// The header's account area (spec §2). Signed out: Login and Register. Signed in: the balance pill
// with its eye toggle (hidden shows dots), Deposit, the reconnect button while the live socket is
// down, and the account menu (phone, balance, DEPOSIT, Bet History, Logout / 'Logging out...').
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { PATHS } from '../routes.ts';
import { useAccountUi } from './context.tsx';
import { formatAmount, useBalance, useSignedIn } from './use-wallet.ts';
import { withMessages } from '../i18n/load-messages.ts';

const AccountMenu = lazy(withMessages(() => import('./AccountMenu.tsx')));

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  @media (max-width: 399px) {
    gap: 4px;
  }
`;
const HeaderButton = styled.button`
  height: 34px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: var(--surface);
  font-weight: 700;
  font-size: 12px;
  cursor: pointer;
  white-space: nowrap;
  &[data-primary] {
    background: var(--accent);
    border-color: var(--accent);
    color: #fff;
  }
`;
const DepositLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  height: 34px;
  min-width: 34px;
  padding: 0 12px;
  border-radius: 8px;
  background: var(--ok);
  color: #05210f;
  font-weight: 800;
  font-size: 12px;
  white-space: nowrap;
  & b {
    font-size: 18px;
    line-height: 1;
  }
  /* On phones the header has no room for a word in every language: a '+' with its label for screen readers. */
  @media (max-width: 767px) {
    padding: 0;
    & span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
  @media (min-width: 768px) {
    & b {
      display: none;
    }
  }
`;
const Pill = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 34px;
  padding: 0 4px 0 10px;
  border-radius: 999px;
  background: var(--surface-2);
  border: 1px solid var(--border);
  font-weight: 700;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  & small {
    font-size: 10px;
    color: var(--muted);
  }
  /* Below 400 px the currency is read, not shown: the header has no room for it beside search, deposit and menu. */
  @media (max-width: 399px) {
    padding-left: 8px;
    & small {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
  & button {
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--muted);
    cursor: pointer;
  }
`;

function Eye({ open }: { open: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      {open ? <circle cx="12" cy="12" r="3" /> : <path d="M4 4l16 16" />}
    </svg>
  );
}

function BalancePill() {
  const t = useT();
  const { balance, currency } = useBalance();
  const [hidden, setHidden] = useState(false);
  return (
    <Pill data-testid="balance-pill">
      <span data-testid="balance">
        {hidden ? (
          '••••'
        ) : (
          <>
            {formatAmount(balance)} <small>{currency}</small>
          </>
        )}
      </span>
      <button
        type="button"
        aria-pressed={hidden}
        aria-label={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        onClick={() => setHidden((h) => !h)}
      >
        <Eye open={!hidden} />
      </button>
    </Pill>
  );
}

function ReconnectButton() {
  const t = useT();
  const { socket } = useAccountUi();
  const status = useValue('socket_status') ?? 'idle';
  if (status !== 'disconnected' && status !== 'failed') {
    return null;
  }
  return (
    <HeaderButton type="button" data-testid="reconnect" onClick={() => socket?.reconnect()}>
      {t('header.reconnect')}
    </HeaderButton>
  );
}

export function HeaderAccount() {
  const t = useT();
  const signedIn = useSignedIn();
  const { openSection } = useAccountUi();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  if (!signedIn) {
    return (
      <Row>
        <HeaderButton type="button" data-testid="open-login" onClick={() => openSection('login')}>
          {t('header.login')}
        </HeaderButton>
        <HeaderButton type="button" data-primary="" data-testid="open-register" onClick={() => openSection('register')}>
          {t('header.register')}
        </HeaderButton>
      </Row>
    );
  }
  return (
    <Row>
      <ReconnectButton />
      <BalancePill />
      <DepositLink to={PATHS.deposit} data-testid="header-deposit">
        <b aria-hidden="true">+</b>
        <span>{t('header.deposit')}</span>
      </DepositLink>
      <HeaderButton
        ref={menuButton}
        type="button"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-label={t('header.account')}
        data-testid="account-button"
        onClick={() => setMenuOpen((o) => !o)}
      >
        ☰
      </HeaderButton>
      {menuOpen ? (
        <Suspense fallback={null}>
          <AccountMenu trigger={menuButton} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </Row>
  );
}
