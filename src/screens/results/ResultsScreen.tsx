// Results (issue 29, route /results, from the header and the account menu, and from each settled leg of a ticket):
// finished matches of one day by sport and league with their scores; a day picker over today and the six days
// before it. With ?match=<id> it opens that match's day with the match marked and scrolled to, so a player sees why
// a leg lost. Loading, error (with Try Again), stale and empty states as the other screens show them.
import { Link, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { pickerDays, resultOf, resultsDay, type ResultRow } from '../../../sync/results.ts';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { useTable } from '../../data/hooks.ts';
import { formatMonthDay, formatTime } from '../../i18n/calendar.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { leagueName } from '../../reference/league-table.ts';
import { useSportName } from '../home/sport-label.ts';
import { resultsSearch } from './results-search.ts';
import { Page } from './results-style.ts';
import { useResults } from './use-results.ts';

/** Rows grouped by sport, then league, in the server's order. */
function grouped(rows: readonly ResultRow[]) {
  const sports = new Map<string, { name: string; leagues: Map<string, { name: string; rows: ResultRow[] }> }>();
  for (const r of rows) {
    const sport = sports.get(r.sport_id) ?? { name: r.sport_name, leagues: new Map() };
    sports.set(r.sport_id, sport);
    const league = sport.leagues.get(r.tournament_id) ?? { name: leagueName(r.tournament_name, r.category_name), rows: [] };
    sport.leagues.set(r.tournament_id, league);
    league.rows.push(r);
  }
  return [...sports.entries()];
}

const dash = (s: { home: number; away: number }): string => `${s.home} - ${s.away}`;

function MatchLine({ r, marked }: { r: ResultRow; marked: boolean }) {
  const t = useT();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (marked) {
      ref.current?.scrollIntoView?.({ block: 'center' });
    }
  }, [marked]);
  const more = r.half_time ? t('sports.results.halfTime', { score: dash(r.half_time) }) : r.sets.map((s) => `${s.home}-${s.away}`).join('  ');
  return (
    <li ref={ref} className="match" data-testid="result-row" data-match-id={r.id} data-marked={marked || undefined}>
      <time dateTime={r.start_time}>{formatTime(Date.parse(r.start_time))}</time>
      <span className="home">{r.home_team}</span>
      <span className="score" data-testid="result-score">
        {r.score ? dash(r.score) : t('sports.results.noScore')}
      </span>
      <span className="away">{r.away_team}</span>
      {more ? <span className="more">{more}</span> : null}
    </li>
  );
}

export function ResultsScreen() {
  const t = useT();
  const lang = useLanguage();
  const sportName = useSportName();
  const search = resultsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const table = useTable('results');
  const now = Date.now();
  const today = resultsDay(now);
  // A match link: its day comes with the answer (the store row of that match says which day it is).
  const matchDay = search.match ? Object.values(table).find((row) => row.match_id === search.match)?.day : undefined;
  const day = search.match ? (matchDay ?? '') : (search.day ?? today);
  const state = useResults(search.match, search.match ? '' : day, day === today);
  const rows = useMemo(
    () =>
      Object.values(table)
        .filter((row) => row.day === day)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .flatMap((row) => resultOf(row.data) ?? []),
    [table, day],
  );
  const days = pickerDays(now);
  const label = (d: string, i: number): string =>
    i === 0 ? t('sports.results.today') : i === 1 ? t('sports.results.yesterday') : formatMonthDay(Date.parse(`${d}T12:00:00+03:00`), lang);

  let body: ReactNode;
  if (rows.length === 0) {
    body =
      state.status === 'error' ? (
        <ErrorBox message={state.error} onRetry={state.retry} />
      ) : (state.status === 'ready' || state.status === 'stale') && day !== '' ? (
        <EmptyState title={t('sports.results.empty')} />
      ) : (
        <Skeleton rows={5} />
      );
  } else {
    body = (
      <>
        {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
        {grouped(rows).map(([sportId, sport]) => (
          <section key={sportId} className="sport" data-testid="results-sport">
            <h2>{sportName(sport.name)}</h2>
            {[...sport.leagues.entries()].map(([leagueId, league]) => (
              <div key={leagueId} className="league">
                <h3>{league.name}</h3>
                <ol>
                  {league.rows.map((r) => (
                    <MatchLine key={r.id} r={r} marked={r.id === search.match} />
                  ))}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </>
    );
  }
  return (
    <Page data-testid="results-screen">
      <header>
        <h1>{t('screen.results')}</h1>
      </header>
      <nav aria-label={t('sports.results.pickDay')}>
        <ul className="days" data-testid="results-days">
          {days.map((d, i) => (
            <li key={d}>
              <Link to="/results" search={{ day: d }} aria-current={d === day ? 'date' : undefined} data-testid="results-day" data-day={d}>
                {label(d, i)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </Page>
  );
}
