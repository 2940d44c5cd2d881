// The app shell: header (logo, desktop navigation, language), the routed screen, and on phones
// (< 768 px) the 72 px bottom tab bar of spec §2. Layout switches by CSS media query, not JS,
// so the first paint is already right for the device.
import { lazy, Suspense } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { TabBar } from './TabBar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { Icon } from '../components/icons.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { HeaderAccount } from '../account/HeaderAccount.tsx';
import { useAccountUi } from '../account/context.tsx';
import { UnlockNotice } from '../account/UnlockNotice.tsx';
import { useSignedIn } from '../account/use-wallet.ts';
import { BetslipBar } from '../betslip/BetslipBar.tsx';
import { withMessages } from '../i18n/load-messages.ts';
import { PAGE_PARTS } from '../i18n/split.ts';
import { PaymentTracker } from '../payments/TrackerMount.tsx';
import { PromoPopupMount } from '../promotions/PromoPopupMount.tsx';

// The dialogs are their own chunks: most visits never open them, and the home route's bytes are budgeted.
const AuthDialog = lazy(withMessages(() => import('../auth/AuthDialog.tsx')));
const ProfilePanel = lazy(withMessages(() => import('../account/ProfilePanel.tsx'), PAGE_PARTS));
// The age confirmation and the reality check (issue 18) load only once a player is signed in.
const SignedInChecks = lazy(withMessages(() => import('../account/SignedInChecks.tsx')));

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 6px;
  @media (min-width: 768px) {
    gap: 16px;
  }
  height: 56px;
  padding: 0 12px;
  /* A signed-in phone header holds logo, search, balance, deposit, menu and language: at 360 px every pixel counts. */
  @media (max-width: 399px) {
    gap: 4px;
    padding: 0 8px;
  }
  background: rgba(10, 18, 36, 0.96);
  border-bottom: 1px solid var(--border);
  @media (min-width: 768px) {
    height: 64px;
    padding: 0 24px;
  }
`;
const Logo = styled(Link)`
  flex-shrink: 0;
  font-size: 18px;
  @media (min-width: 768px) {
    font-size: 20px;
  }
  font-weight: 800;
  letter-spacing: -0.5px;
  & span {
    color: var(--accent-text);
  }
`;
const DesktopNav = styled.nav`
  display: none;
  gap: 4px;
  flex: 1;
  @media (min-width: 768px) {
    display: flex;
  }
  & a {
    padding: 8px 12px;
    border-radius: 8px;
    color: var(--muted);
    font-weight: 600;
  }
  & a[data-status='active'] {
    color: #fff;
    background: var(--accent-soft);
  }
`;
const Spacer = styled.div`
  flex: 1;
  @media (min-width: 768px) {
    display: none;
  }
`;
/** Search (issue 29): an icon on phones (the header has no room for a word in every language), icon and word on desktop. */
const SearchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  gap: 6px;
  height: 34px;
  min-width: 34px;
  padding: 0 8px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--muted);
  font-weight: 700;
  font-size: 12px;
  &[data-status='active'] {
    color: #fff;
    border-color: var(--accent);
  }
  @media (max-width: 767px) {
    padding: 0;
    & span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding-bottom: calc(var(--tabbar-h) + 16px);
  @media (min-width: 768px) {
    padding: 16px 24px 40px;
  }
  /* A view with the betslip as its own column (src/betslip/InlineSlip.tsx) takes the window's width. */
  &:has([data-wide-view]) {
    max-width: 1600px;
  }
`;

const DESKTOP_LINKS: Array<{ to: string; label: MessageId }> = [
  { to: '/', label: 'nav.sports' },
  { to: '/desktop-sports', label: 'nav.sportsView' },
  { to: '/casino', label: 'nav.casino' },
  { to: '/deposit', label: 'nav.deposit' },
  { to: '/check-ticket', label: 'nav.checkTicket' },
  { to: '/results', label: 'nav.results' },
];

export function Shell() {
  const t = useT();
  const { section, profileOpen } = useAccountUi();
  const signedIn = useSignedIn();
  return (
    <>
      <Header>
        <Logo to="/" aria-label={t('app.name')}>
          Birr<span>Bet</span>
        </Logo>
        <DesktopNav aria-label={t('nav.main')}>
          {DESKTOP_LINKS.map((l) => (
            <Link key={l.to} to={l.to} activeOptions={{ exact: l.to === '/' }}>
              {t(l.label)}
            </Link>
          ))}
        </DesktopNav>
        <Spacer />
        <SearchLink to="/search" aria-label={t('nav.search')} data-testid="header-search">
          <Icon name="search" size={20} />
          <span>{t('nav.search')}</span>
        </SearchLink>
        <HeaderAccount />
        <LanguageSelector />
      </Header>
      {/* One boundary per lazy part: when a part suspends, React hides what its boundary already shows until the
          part's code is here, so the sign-in checks loading at sign-in would hide the open dialog for a moment. */}
      {section ? (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      ) : null}
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfilePanel />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInChecks />
        </Suspense>
      ) : null}
      <UnlockNotice />
      <BetslipBar />
      <PaymentTracker />
      <PromoPopupMount />
      <Main>
        <Outlet />
        <SiteFooter />
      </Main>
      <TabBar />
    </>
  );
}
