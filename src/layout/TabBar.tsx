// Mobile bottom tab bar (spec §2): home, all sports, lotofoot (NEW), games, virtuals, promos,
// check ticket; the active tab is highlighted. Hidden from 768 px up, where the header nav is used.
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useT } from '../i18n/I18nProvider.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import type { MessageId } from '../i18n/messages.ts';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  display: grid;
  /* Equal tabs, except that a tab is never narrower than its longest word (labels wrap only between words). */
  grid-template-columns: repeat(7, minmax(min-content, 1fr));
  height: var(--tabbar-h);
  padding-bottom: env(safe-area-inset-bottom);
  background: var(--surface);
  border-top: 1px solid var(--border);
  @media (min-width: 768px) {
    display: none;
  }
`;
const Tab = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  min-width: 0;
  color: var(--muted);
  font-size: 10px;
  font-weight: 600;
  & span.label {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    max-width: 100%;
    min-height: 22px;
    overflow: hidden;
    padding: 0 1px;
    text-align: center;
    line-height: 11px;
    /* Lines break only between words (issue 18): a word cut in two ('Virchuwa/alii') reads as two words, and
       hyphens do not work for our languages; a word too long for a 360 px phone gets a shorter label instead
       (nav.tab.*), and e2e/i18n-words.spec.ts checks every label fits. */
    overflow-wrap: normal;
    word-break: normal;
    letter-spacing: -0.1px;
  }
  &[data-status='active'] {
    color: #fff;
  }
  &[data-status='active'] svg {
    color: var(--accent-text);
  }
`;
const Badge = styled.span`
  position: absolute;
  top: 6px;
  right: 4px;
  padding: 0 4px;
  border-radius: 4px;
  background: var(--accent);
  color: #fff;
  font-size: 8px;
  line-height: 13px;
  font-weight: 800;
`;

const TABS: Array<{ to: string; icon: IconName; label: MessageId; isNew?: boolean }> = [
  { to: '/', icon: 'home', label: 'nav.home' },
  { to: '/sports', icon: 'sports', label: 'nav.allSports' },
  { to: '/lotofoot', icon: 'lotofoot', label: 'nav.lotofoot', isNew: true },
  { to: '/casino', icon: 'games', label: 'nav.games' },
  // Tab-only labels where a language's full one has a word too long for a 360 px phone (Oromo 'Piroomooshinii').
  { to: '/virtuals', icon: 'virtuals', label: 'nav.tab.virtuals' },
  { to: '/promotions', icon: 'promos', label: 'nav.tab.promos' },
  { to: '/check-ticket', icon: 'ticket', label: 'nav.tab.checkTicket' },
];

export function TabBar() {
  const t = useT();
  return (
    <Bar aria-label={t('nav.main')} data-testid="tab-bar">
      {TABS.map((tab) => (
        <Tab key={tab.to} to={tab.to} activeOptions={{ exact: tab.to === '/' }}>
          <Icon name={tab.icon} />
          <span className="label">{t(tab.label)}</span>
          {tab.isNew ? <Badge>{t('nav.new')}</Badge> : null}
        </Tab>
      ))}
    </Bar>
  );
}
