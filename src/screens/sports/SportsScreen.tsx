// /sports and /sports/$sportId (spec §2, phone sports browser). The address holds the state a player
// may want to come back to: the sport (path), the open tournaments (`t`, ids joined by ',') and the
// open match (`match`). Without `t` the browser shows; with it, the shared tournament view. The browser
// stays mounted (hidden) behind the view once shown, so Back finds the same open category and ticks.
// Casino lobby sections under /sports/{id} (topmatches, crash, …) are not sports: they go to the lobby.
import { Suspense, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { tournamentIdsOf, type SportsSearch } from '../../search.ts';
import { Skeleton } from '../../components/states.tsx';
import { isNonSportSection, tournamentsParam } from './browser-rules.ts';
import { LazyTournamentView } from './lazy-view.ts';
import { SportsBrowser } from './SportsBrowser.tsx';

/** The casino lobby, a placeholder route whose path is typed as a plain string (src/routes.ts). */
const CASINO_LOBBY: string = '/casino';

export function SportsScreen() {
  const { sportId } = useParams({ strict: false });
  const search: SportsSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const tournamentIds = tournamentIdsOf(search.t);
  const viewing = tournamentIds.length > 0;
  const [browserShown, setBrowserShown] = useState(!viewing);
  if (!viewing && !browserShown) {
    setBrowserShown(true);
  }

  if (sportId && isNonSportSection(sportId)) {
    return <Navigate to={CASINO_LOBBY} replace />;
  }
  const go = (next: SportsSearch): void => {
    void (sportId ? navigate({ to: '/sports/$sportId', params: { sportId }, search: next }) : navigate({ to: '/sports', search: next }));
  };

  return (
    <>
      {viewing ? (
        <Suspense fallback={<Skeleton />}>
          <LazyTournamentView
            tournamentIds={tournamentIds}
            matchId={search.match}
            onSelectMatch={(match) => go({ t: search.t, match })}
            onBack={() => go({})}
          />
        </Suspense>
      ) : null}
      {browserShown ? (
        <div hidden={viewing}>
          <SportsBrowser
            sportParam={sportId}
            onChooseSport={(id) => void navigate({ to: '/sports/$sportId', params: { sportId: id } })}
            onOpen={(ids) => go({ t: tournamentsParam(ids) })}
          />
        </div>
      ) : null}
    </>
  );
}
