// The matches in play (issue 32), by sport (in the order of each sport's first kick-off) then league, from GET
// /api/v1/live kept current by the socket. The grouping re-renders only when a match enters, leaves or moves in the
// list (useLiveInPlayBySport's snapshot); a score re-renders its own row. States: skeleton until the first answer, the
// error box with Try Again, 'No match is in play right now', the offline note over a stale copy.
import { memo, useMemo } from 'react';
import { useCell, useStore } from '../../data/hooks.ts';
import { liveMatchesResource } from '../../../sync/live.ts';
import type { AppStore } from '../../../sync/store.ts';
import { boardOfRow } from '../../../sync/read/live.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { leagueName } from '../../reference/league-table.ts';
import { useSportName } from '../home/sport-label.ts';
import { useLiveInPlayBySport, useLiveMatches } from './use-live.ts';
import { useRefresh } from './use-refresh.ts';
import { LiveRow } from './LiveRow.tsx';
import { LeagueHead, Rows, SportHead } from './live-style.ts';

/** The list's TTL (sync/live.ts): asked again this often while shown. */
const LIST_EVERY_MS = 30_000;

interface League {
  id: string;
  name: string;
  matchIds: string[];
}

/** A sport's matches by league, leagues in the order of their first match. */
function byLeague(store: AppStore | undefined, matchIds: readonly string[]): League[] {
  const leagues = new Map<string, League>();
  for (const id of matchIds) {
    const info = store ? boardOfRow(id, store.getRow('liveScores', id))?.match : null;
    const tournament = store?.getCell('matches', id, 'tournament_id') || info?.tournament_id || '';
    const league = leagues.get(tournament) ?? { id: tournament, name: info?.tournament_name ?? '', matchIds: [] };
    league.matchIds.push(id);
    leagues.set(tournament, league);
  }
  return [...leagues.values()];
}

function LeagueTitle({ league }: { league: League }) {
  const first = league.matchIds[0] ?? '';
  const category = useCell('matches', first, 'category_name') ?? '';
  const code = useCell('matches', first, 'country_code') ?? '';
  const name = useCell('matches', first, 'tournament_name') || league.name;
  return (
    <LeagueHead data-testid="live-league">
      {category ? <Flag code={code || null} country={category} size={12} /> : null}
      <span>{leagueName(name, category)}</span>
    </LeagueHead>
  );
}

const SportSection = memo(function SportSection({
  sportId,
  matchIds,
  selected,
  onOpen,
}: {
  sportId: string;
  matchIds: string[];
  selected: string;
  onOpen: (id: string) => void;
}) {
  const store = useStore();
  const sportName = useSportName();
  const name = useCell('matches', matchIds[0] ?? '', 'sport_name') || store?.getCell('sports', sportId, 'name') || '';
  const key = matchIds.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids identify the list (the array is new each render)
  const leagues = useMemo(() => byLeague(store, matchIds), [store, key]);
  return (
    <section data-testid="live-sport" data-sport-id={sportId}>
      <SportHead>
        <SportIcon name={name} size={18} />
        {sportName(name)} <small>{matchIds.length}</small>
      </SportHead>
      {leagues.map((league) => (
        <Rows key={league.id}>
          <LeagueTitle league={league} />
          <ul>
            {league.matchIds.map((id) => (
              <LiveRow key={id} matchId={id} selected={id === selected} onOpen={onOpen} />
            ))}
          </ul>
        </Rows>
      ))}
    </section>
  );
});

export function InPlayList({ selected, onOpen }: { selected: string; onOpen: (id: string) => void }) {
  const t = useT();
  const state = useLiveMatches();
  const groups = useLiveInPlayBySport();
  useRefresh(() => [liveMatchesResource()], 'live', LIST_EVERY_MS);
  if (groups.length > 0) {
    return (
      <div data-testid="live-in-play">
        {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
        {groups.map((g) => (
          <SportSection key={g.sportId} sportId={g.sportId} matchIds={g.matchIds} selected={selected} onOpen={onOpen} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return <ErrorBox title={t('live.error')} message={state.error} onRetry={state.retry} />;
  }
  return state.status === 'ready' || state.status === 'stale' ? <EmptyState title={t('live.empty')} /> : <Skeleton rows={4} />;
}

/** How many matches the list holds in play (the page's head). */
export function useInPlayCount(): number {
  return useLiveInPlayBySport().reduce((n, g) => n + g.matchIds.length, 0);
}
