// 'Upcoming live' (issue 32): the matches of the sports played in play (football, basketball, tennis) that kick off in
// the next hours, by kick-off hour, from the catalogue's upcoming read of each sport (sync/live-upcoming.ts). A row is
// its kick-off, sport, teams and main market's odds (the shared buttons: a prematch pick like any other); its teams
// open the match's live page, which shows its markets now and its play from kick-off.
import { memo, useMemo } from 'react';
import { useListMatchIds, useResource, useRow, useStore } from '../../data/hooks.ts';
import { TTL } from '../../../domain/constants.ts';
import { LIVE_SPORT_IDS, upcomingLiveList, upcomingLiveResource } from '../../../sync/live-upcoming.ts';
import { KickOff, MainMarketOdds, TeamNames } from '../../components/MatchRow.tsx';
import { EmptyState, Skeleton } from '../../components/states.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { formatTime } from '../../i18n/calendar.ts';
import { useDateStyle, useT } from '../../i18n/I18nProvider.tsx';
import { useRefresh } from './use-refresh.ts';
import { Hour, Rows, SportHead } from './live-style.ts';
import { UpcomingOpen } from './live-match-style.ts';

/** How far ahead the list looks. */
const HOURS_AHEAD = 3;
const HOUR_MS = 3_600_000;
const [FOOTBALL = '1', BASKETBALL = '2', TENNIS = '5'] = LIVE_SPORT_IDS;

/** The local hour a kick-off falls in (its first instant). */
const hourOf = (ms: number): number => {
  const d = new Date(ms);
  d.setMinutes(0, 0, 0);
  return d.getTime();
};

const UpcomingRow = memo(function UpcomingRow({ matchId, onOpen }: { matchId: string; onOpen: (id: string) => void }) {
  const m = useRow('matches', matchId);
  useDateStyle();
  if (!m.main_market) {
    return null;
  }
  const start = m.start_time ?? 0;
  return (
    <UpcomingOpen data-testid="upcoming-live-row" data-match-id={matchId}>
      <KickOff dateTime={new Date(start).toISOString()}>{formatTime(start)}</KickOff>
      <button type="button" onClick={() => onOpen(matchId)}>
        <SportIcon name={m.sport_name ?? ''} size={14} />
        <TeamNames>
          <div data-testid="home-team">{m.home_name}</div>
          <div data-testid="away-team">{m.away_name}</div>
        </TeamNames>
      </button>
      <MainMarketOdds marketRow={m.main_market} />
    </UpcomingOpen>
  );
});

export function UpcomingLive({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useT();
  const store = useStore();
  const states = [
    useResource(upcomingLiveResource(FOOTBALL)).status,
    useResource(upcomingLiveResource(BASKETBALL)).status,
    useResource(upcomingLiveResource(TENNIS)).status,
  ];
  useRefresh(() => LIVE_SPORT_IDS.map((id) => upcomingLiveResource(id)), 'upcoming', TTL.expressMatches);
  const football = useListMatchIds(upcomingLiveList(FOOTBALL));
  const basketball = useListMatchIds(upcomingLiveList(BASKETBALL));
  const tennis = useListMatchIds(upcomingLiveList(TENNIS));
  const key = [football, basketball, tennis].join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids identify the lists (new arrays each render)
  const hours = useMemo(() => {
    const now = Date.now();
    const start = (id: string): number => store?.getCell('matches', id, 'start_time') ?? 0;
    const soon = [...football, ...basketball, ...tennis]
      .filter((id) => start(id) > now && start(id) < now + HOURS_AHEAD * HOUR_MS)
      .sort((a, b) => start(a) - start(b) || a.localeCompare(b));
    const byHour = new Map<number, string[]>();
    for (const id of soon) {
      const hour = hourOf(start(id));
      byHour.set(hour, [...(byHour.get(hour) ?? []), id]);
    }
    return [...byHour.entries()];
  }, [store, key]);
  let body = null;
  if (hours.length > 0) {
    body = hours.map(([hour, ids]) => (
      <Rows key={hour} data-testid="upcoming-live-hour">
        <Hour>
          <time dateTime={new Date(hour).toISOString()}>{formatTime(hour)}</time>
        </Hour>
        <ul>
          {ids.map((id) => (
            <UpcomingRow key={id} matchId={id} onOpen={onOpen} />
          ))}
        </ul>
      </Rows>
    ));
  } else if (states.some((s) => s === 'loading' || s === 'idle')) {
    body = <Skeleton rows={2} />;
  } else {
    body = <EmptyState title={t('live.upcomingEmpty')} />;
  }
  return (
    <section data-testid="upcoming-live">
      <SportHead>{t('live.upcoming')}</SportHead>
      {body}
    </section>
  );
}
