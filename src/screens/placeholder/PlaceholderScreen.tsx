// The clear placeholder of a screen whose issue has not landed yet: its title, one line saying it is
// on its way, and a way back home — never a blank page.
import { Link, useLocation } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { titleForPath } from '../../routes.ts';

const Card = styled.section`
  margin: 24px 12px;
  padding: 28px 20px;
  border-radius: 14px;
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  & h1 {
    margin: 0 0 8px;
    font-size: 22px;
  }
  & p {
    margin: 0 0 20px;
    color: var(--muted);
  }
`;
const Home = styled(Link)`
  display: inline-block;
  padding: 10px 20px;
  border-radius: 999px;
  background: var(--accent);
  color: #fff;
  font-weight: 700;
`;

export function PlaceholderScreen() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Card data-testid="placeholder">
      <h1>{t(titleForPath(pathname))}</h1>
      <p>{t('placeholder.body')}</p>
      <Home to="/">{t('placeholder.backHome')}</Home>
    </Card>
  );
}
