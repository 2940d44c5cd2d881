// Matches grouped by local date (Today, Tomorrow, then 'Sat 22 Nov 2026'), optionally then by
// tournament, keeping the incoming order (already sorted by start time). Matches without a main
// market are hidden (spec §5). A tournament's header is its shown name (leagueName), as in every other list.
import { styled } from '@linaria/react';
import { useStore } from '../data/hooks.ts';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { dayKey, daysFromToday, formatDay } from '../i18n/calendar.ts';
import { leagueName } from '../reference/league-table.ts';
import { MatchRow } from './MatchRow.tsx';
import { HydrationPart } from '../ssr/hydration-parts.tsx';

const DayHeader = styled.h3`
  margin: 0;
  padding: 10px 12px 6px;
  font-size: 12px;
  font-weight: 700;
  color: var(--muted);
  text-transform: uppercase;
  letter-spacing: 0.3px;
`;
const TournamentHeader = styled.h4`
  margin: 0;
  padding: 6px 12px;
  font-size: 12px;
  font-weight: 600;
  background: var(--surface-2);
  color: var(--text);
`;

interface Group {
  key: string;
  start: number;
  tournaments: Array<{ key: string; name: string; ids: string[] }>;
}

/**
 * Each block of rows (a tournament's within a day, or a day's) hydrates in a task of its own after the page around
 * it (src/ssr/hydrate-later.tsx): the rows are most of the home's markup, and a block is a few milliseconds of a
 * cheap phone's main thread.
 */
export function MatchGroups({ matchIds, byTournament = false }: { matchIds: string[]; byTournament?: boolean }) {
  const store = useStore();
  const t = useT();
  const lang = useLanguage();
  const groups: Group[] = [];
  for (const id of matchIds) {
    const start = store?.getCell('matches', id, 'start_time') ?? 0;
    if (!store?.getCell('matches', id, 'main_market')) {
      continue;
    }
    const key = dayKey(start);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, start, tournaments: [] };
      groups.push(group);
    }
    const feedName = byTournament ? (store?.getCell('matches', id, 'tournament_name') ?? '') : '';
    const tournament = byTournament ? store?.getCell('matches', id, 'tournament_id') || feedName : '';
    let bucket = group.tournaments.find((b) => b.key === tournament);
    if (!bucket) {
      bucket = { key: tournament, name: feedName && leagueName(feedName, store?.getCell('matches', id, 'category_name')), ids: [] };
      group.tournaments.push(bucket);
    }
    bucket.ids.push(id);
  }
  const now = Date.now();
  const label = (start: number): string => {
    const d = daysFromToday(start, now);
    return d === 0 ? t('date.today') : d === 1 ? t('date.tomorrow') : formatDay(start, lang);
  };
  return (
    <>
      {groups.map((g) => (
        <section key={g.key} data-testid="day-group">
          <DayHeader>{label(g.start)}</DayHeader>
          {g.tournaments.map((b) => (
            <HydrationPart key={b.key || 'all'}>
              {byTournament ? <TournamentHeader>{b.name}</TournamentHeader> : null}
              {b.ids.map((id) => (
                <MatchRow key={id} matchId={id} />
              ))}
            </HydrationPart>
          ))}
        </section>
      ))}
    </>
  );
}
