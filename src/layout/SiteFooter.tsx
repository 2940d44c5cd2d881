// The phone's footer links of spec §2 ('Footer labels: Promos, Games, Betslip, Top Sports, All Sports'), at the
// end of every page above the tab bar: Promos → /promotions, Games → /casino, Betslip → opens the slip (empty or
// not), Top Sports → the home's sport strip (top sports first), All Sports → /sports. Phones only: the spec
// lists them under the mobile navigation, and the desktop header has its own.
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { Icon } from '../components/icons.tsx';
import { openSlip } from '../betslip/open-slip.ts';

const Footer = styled.footer`
  margin: 24px 12px 0;
  padding: 12px 0 4px;
  border-top: 1px solid var(--border);
  @media (min-width: 768px) {
    display: none;
  }
  & nav {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  & a,
  & button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 12px;
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--muted);
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    cursor: pointer;
  }
`;

export function SiteFooter() {
  const t = useT();
  return (
    <Footer data-testid="site-footer">
      <nav aria-label={t('nav.footer')}>
        <Link to="/promotions" data-testid="footer-promos">
          <Icon name="promos" size={18} />
          {t('nav.promos')}
        </Link>
        <Link to="/casino" data-testid="footer-games">
          <Icon name="games" size={18} />
          {t('nav.games')}
        </Link>
        <button type="button" onClick={openSlip} aria-haspopup="dialog" data-testid="footer-betslip">
          <Icon name="slip" size={18} />
          {t('nav.footer.betslip')}
        </button>
        <Link to="/" hash="top-sports" data-testid="footer-top-sports">
          <Icon name="sports" size={18} />
          {t('nav.footer.topSports')}
        </Link>
        <Link to="/sports" data-testid="footer-all-sports">
          <Icon name="sports" size={18} />
          {t('nav.allSports')}
        </Link>
      </nav>
    </Footer>
  );
}
