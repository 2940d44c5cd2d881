// The search's result groups (issue 29): sports, leagues (tournaments) and matches, each a link to where it is
// played: phone — the sport's list, the tournament view, the tournament view with the match's markets open;
// desktop — the sports view of the sport, its tournament, the tournament with the match selected.
import { Link } from '@tanstack/react-router';
import { useRow } from '../../data/hooks.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { formatMonthDay, formatTime } from '../../i18n/calendar.ts';
import { Flag } from '../../reference/Flag.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { leagueName } from '../../reference/league-table.ts';
import type { SearchResults } from '../../../sync/search.ts';
import { useSportName } from '../home/sport-label.ts';
import { Group, Hit } from './search-style.ts';

interface Target {
  sportId: string;
  tournamentId?: string;
  matchId?: string;
}

/** The link of a result: the phone's /sports view or the desktop's sports view. */
function ResultLink({ target, desktop, children, testId }: { target: Target; desktop: boolean; children: React.ReactNode; testId: string }) {
  const { sportId, tournamentId, matchId } = target;
  if (desktop) {
    return (
      <Link to="/desktop-sports" search={{ sport: sportId, tournament: tournamentId, match: matchId }} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/sports/$sportId" params={{ sportId }} search={{ t: tournamentId, match: matchId }} data-testid={testId}>
      {children}
    </Link>
  );
}

function MatchHit({ id, desktop }: { id: string; desktop: boolean }) {
  const m = useRow('matches', id);
  const lang = useLanguage();
  const country = useCountryName();
  const start = m.start_time ?? 0;
  return (
    <Hit>
      <ResultLink target={{ sportId: m.sport_id ?? '', tournamentId: m.tournament_id ?? '', matchId: id }} desktop={desktop} testId="search-match">
        <SportIcon name={m.sport_name ?? ''} size={18} />
        <span className="text">
          <b>
            {m.home_name} – {m.away_name}
          </b>
          <small>
            {country(m.category_name ?? '')} · {leagueName(m.tournament_name ?? '', m.category_name)}
          </small>
        </span>
        <time className="count" dateTime={new Date(start).toISOString()}>
          {formatMonthDay(start, lang)} {formatTime(start, lang)}
        </time>
      </ResultLink>
    </Hit>
  );
}

export function ResultGroups({ results, desktop }: { results: SearchResults; desktop: boolean }) {
  const t = useT();
  const sportName = useSportName();
  const country = useCountryName();
  return (
    <>
      {results.sports.length > 0 ? (
        <Group aria-labelledby="search-sports" data-testid="search-sports">
          <h2 id="search-sports">{t('search.sports')}</h2>
          <ul>
            {results.sports.map((s) => (
              <Hit key={s.id}>
                <ResultLink target={{ sportId: s.id }} desktop={desktop} testId="search-sport">
                  <SportIcon name={s.name} size={20} />
                  <span className="text">
                    <b>{sportName(s.name)}</b>
                  </span>
                  {s.matchCount > 0 ? <span className="count">{t('search.matchCount', { n: s.matchCount })}</span> : null}
                </ResultLink>
              </Hit>
            ))}
          </ul>
        </Group>
      ) : null}
      {results.tournaments.length > 0 ? (
        <Group aria-labelledby="search-leagues" data-testid="search-leagues">
          <h2 id="search-leagues">{t('search.leagues')}</h2>
          <ul>
            {results.tournaments.map((x) => (
              <Hit key={x.id}>
                <ResultLink target={{ sportId: x.sportId, tournamentId: x.id }} desktop={desktop} testId="search-league">
                  <Flag code={x.countryCode || null} country={x.category} size={16} />
                  <span className="text">
                    <b>{leagueName(x.name, x.category)}</b>
                    <small>{country(x.category)}</small>
                  </span>
                  {x.matchCount > 0 ? <span className="count">{t('search.matchCount', { n: x.matchCount })}</span> : null}
                </ResultLink>
              </Hit>
            ))}
          </ul>
        </Group>
      ) : null}
      {results.matches.length > 0 ? (
        <Group aria-labelledby="search-matches" data-testid="search-matches">
          <h2 id="search-matches">{t('search.matches')}</h2>
          <ul>
            {results.matches.map((id) => (
              <MatchHit key={id} id={id} desktop={desktop} />
            ))}
          </ul>
        </Group>
      ) : null}
    </>
  );
}
