// The desktop sports area, /desktop-sports (spec §2, §4): the sub-navigation, a left column (Top Leagues,
// Sports accordion) and a main area that is the sports view when no tournament is open, or the tournament
// view (match list, markets, betslip) when one is. Everything chosen lives in the address (`sport`,
// `tournament`, `match`), so Back works, a link can be shared, and the bare route resets the selection.
// Choosing a match replaces the history entry: the tournament view picks its first match by itself on
// desktop, and a pushed entry there would make Back land on a page that pushes again.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { desktopSportsSearch, type DesktopSportsSearch } from '../../search.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TournamentView } from '../tournament/TournamentView.tsx';
import { SportsAccordion, TopLeagues } from './LeftColumn.tsx';
import { SportsView } from './SportsView.tsx';
import { useSports } from './use-sports.ts';
import { chooseSport, closeTournament, openTournament, pickSport, selectMatch } from './selection.ts';
import { Aside, MainArea, Page, SubNav } from './style.ts';

export function DesktopSportsScreen() {
  const t = useT();
  const search = desktopSportsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const sportsInfo = useSports();
  const sportId = pickSport(sportsInfo.ids, sportsInfo.serverName, search.sport);
  const go = (next: DesktopSportsSearch, replace = false): void => {
    void navigate({ to: '/desktop-sports', search: next, replace });
  };
  const open = (tournamentId: string, sport?: string): void => go(openTournament(tournamentId, sport || sportId));

  return (
    <Page data-testid="desktop-sports">
      <SubNavigation label={t('desktopSports.subnav')} />
      <Aside>
        <TopLeagues openId={search.tournament ?? ''} onOpen={open} />
        <SportsAccordion sportsInfo={sportsInfo} selected={sportId} onChoose={(id) => go(chooseSport(id))} />
      </Aside>
      <MainArea>
        {search.tournament ? (
          <TournamentView
            key={search.tournament}
            tournamentIds={[search.tournament]}
            matchId={search.match}
            onSelectMatch={(matchId) => go(selectMatch(search, matchId), true)}
            onBack={() => go(closeTournament(search))}
          />
        ) : (
          <SportsView sportsInfo={sportsInfo} sportId={sportId} onChooseSport={(id) => go(chooseSport(id))} onOpenTournament={(id) => open(id)} />
        )}
      </MainArea>
    </Page>
  );
}

/**
 * Spec §2's desktop sub-navigation. The spec names the links but not their targets; each leads to the
 * screen that shows that slice of the catalogue: Sports (this sports view, reset), Daily Events (the home
 * page: today's top matches and upcoming), All Events (the full sports browser), Inplay Calendar (Live, issue 32:
 * the matches in play and the live sports' next kick-offs).
 */
function SubNavigation({ label }: { label: string }) {
  const t = useT();
  return (
    <SubNav aria-label={label} data-testid="sports-subnav">
      <Link to="/desktop-sports" search={{}} activeOptions={{ includeSearch: false }}>
        {t('desktopSports.subnavSports')}
      </Link>
      <Link to="/" activeOptions={{ exact: true }}>
        {t('desktopSports.subnavDaily')}
      </Link>
      <Link to="/sports">{t('desktopSports.subnavAll')}</Link>
      <Link to="/live" data-testid="subnav-inplay">
        {t('desktopSports.subnavInplay')}
      </Link>
    </SubNav>
  );
}
