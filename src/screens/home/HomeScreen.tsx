// Home (spec §2, mobile-first): sport strip, the chosen sport's top-league chips, that league's
// matches grouped by date, and the sport's upcoming matches. The first sport and the first
// tournament are chosen automatically (one composite call brings them); choosing a sport resets the tournament. 'Upcoming' appears once the
// league list has settled, so it never renders first and then jumps down (layout shift on a slow phone).
import { Suspense, useState } from 'react';
import { useOrderedSportIds, SportStrip } from './SportStrip.tsx';
import { TournamentChips, useSportTournaments } from './TournamentChips.tsx';
import { MatchesPanel } from './MatchesPanel.tsx';
import { UpcomingSection } from './UpcomingSection.tsx';
import { FeaturedStrip } from './FeaturedStrip.tsx';
import { HomeBanners } from './HomeBanners.tsx';
import { EmptyState } from '../../components/states.tsx';
import { HoldRequestsContext, useResource, useRow } from '../../data/hooks.ts';
import { homepageResource, sportsResource } from '../../../sync/resources.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { withMessages } from '../../i18n/load-messages.ts';
import { useLayout, type Layout } from '../../layout/layout.ts';
import { preloadable } from '../../components/preloadable.tsx';
import { BannerSlides } from '../../components/BannerCarousel.tsx';
import { useBookingLink } from '../../betslip/booking-link.ts';
import { HydrationPart } from '../../ssr/hydration-parts.tsx';

const sports = sportsResource();
const homepage = homepageResource();

// Desktop home (TOP MATCHES, TOP SPORTS, UPCOMING) is its own chunk: phones never download it. The layout is
// chosen once at start (src/layout/layout.ts), so the first paint is already the right one.
const DesktopHome = preloadable(withMessages(() => import('./desktop/DesktopHome.tsx').then((m) => m.DesktopHome)));

/** The source files of those lazy parts: the server links their stylesheets into the page it renders. */
export const homeLazySources = (layout: Layout): string[] =>
  layout === 'desktop' ? ['src/components/BannerSlides.tsx', 'src/screens/home/desktop/DesktopHome.tsx'] : ['src/components/BannerSlides.tsx'];

/** The code a server-rendered home needs before it is hydrated (src/main.tsx): its lazy parts on this layout. */
export const preloadHome = (layout: Layout): Promise<unknown> =>
  Promise.all([BannerSlides.preload(), layout === 'desktop' ? DesktopHome.preload() : null]);
export function HomeScreen() {
  useBookingLink();
  return useLayout() === 'desktop' ? (
    <Suspense fallback={null}>
      <DesktopHome />
    </Suspense>
  ) : (
    <PhoneHomeData />
  );
}

/** One composite call brings the phone home's first screen; its widgets ask for their parts only if it failed or aged out. */
function PhoneHomeData() {
  const composite = useResource(homepage);
  return (
    <HoldRequestsContext.Provider value={composite.status === 'loading'}>
      <PhoneHome />
    </HoldRequestsContext.Provider>
  );
}

function PhoneHome() {
  const t = useT();
  const sportIds = useOrderedSportIds();
  const sportsState = useResource(sports);
  const [chosenSport, setChosenSport] = useState('');
  const [chosenTournament, setChosenTournament] = useState('');
  const sportId = sportIds.includes(chosenSport) ? chosenSport : (sportIds[0] ?? '');
  const tournaments = useSportTournaments(sportId);
  const tournamentId = tournaments.ids.includes(chosenTournament) ? chosenTournament : (tournaments.ids[0] ?? '');

  const league = useRow('resources', tournamentId ? `matches:${tournamentId}` : '').status;
  const leagueSettled = (tournaments.ids.length === 0 && !tournaments.loading) || (league !== undefined && league !== 'loading');

  const chooseSport = (id: string): void => {
    setChosenSport(id);
    setChosenTournament('');
  };

  if (sportsState.status === 'ready' && sportIds.length === 0) {
    return <EmptyState title={t('state.noSports')} hint={t('state.checkBackLater')} />;
  }
  return (
    <div data-testid="home">
      <SportStrip selected={sportId} onSelect={chooseSport} />
      {/* Drawn by the server; hydrated each apart from the page around them (src/ssr/hydration-parts.tsx). */}
      <HydrationPart>
        <HomeBanners />
      </HydrationPart>
      <HydrationPart>
        <FeaturedStrip />
      </HydrationPart>
      <TournamentChips
        ids={tournaments.ids}
        names={tournaments.names}
        selected={tournamentId}
        onSelect={setChosenTournament}
        loading={tournaments.loading}
      />
      {tournaments.ids.length === 0 && !tournaments.loading && sportId ? (
        <EmptyState title={t('state.noMatches')} hint={t('state.checkBackLater')} />
      ) : (
        <MatchesPanel tournamentId={tournamentId} sportId={sportId} />
      )}
      {sportId && leagueSettled ? <UpcomingSection sportId={sportId} /> : null}
    </div>
  );
}
