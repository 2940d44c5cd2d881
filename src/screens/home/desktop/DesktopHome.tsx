// The desktop home (spec §2), a lazy chunk HomeScreen renders from 768 px: 200 px banner, TOP MATCHES
// carousel, TOP SPORTS (tabs, tournament grid, table) and UPCOMING, top to bottom. With a `section` in
// the address it is the full-markets view over that section's list instead (SectionView). An empty
// sports list gives the one 'No sports data available' state instead of two empty blocks.
import { useSearch } from '@tanstack/react-router';
import type { HomeSearch } from '../../../search.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { Banner } from './Banner.tsx';
import { TopMatches } from './TopMatches.tsx';
import { TopSports } from './TopSports.tsx';
import { Upcoming } from './Upcoming.tsx';
import { SectionView } from './SectionView.tsx';
import { useHomePick } from './use-pick.ts';

export function DesktopHome() {
  // Not strict: HomeScreen is the '/' route's component, but this chunk must not import the router tree.
  const search: HomeSearch = useSearch({ strict: false });
  return search.section ? <SectionView search={search} /> : <PlainHome search={search} />;
}

function PlainHome({ search }: { search: HomeSearch }) {
  const t = useT();
  const pick = useHomePick(search);
  const noSports = pick.sportIds.length === 0 && (pick.sportsState.status === 'ready' || pick.sportsState.status === 'stale');
  return (
    <div data-testid="home" data-layout="desktop">
      <Banner />
      <TopMatches />
      {noSports ? (
        <EmptyState title={t('state.noSports')} hint={t('state.checkBackLater')} />
      ) : (
        <>
          <TopSports pick={pick} />
          <Upcoming pick={pick} />
        </>
      )}
    </div>
  );
}
