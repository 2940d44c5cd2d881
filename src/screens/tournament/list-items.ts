// The rows of the virtual list, flattened: a header per local date, then (when several tournaments are
// open) a header per tournament within the date, then the matches in kick-off order. Matches without a main
// market are hidden (spec §5). Each kind has a fixed height, so the virtualiser never measures a row.
import type { AppStore } from '../../../sync/store.ts';
import { dayKey } from '../../i18n/calendar.ts';
import { ROW_HEIGHT } from '../../components/MatchRow.tsx';

export type ListItem =
  | { kind: 'day'; key: string; start: number }
  | { kind: 'tournament'; key: string; name: string; category: string; countryCode: string; sport: string }
  | { kind: 'match'; key: string; id: string };

export const ITEM_HEIGHT: Record<ListItem['kind'], number> = { day: 34, tournament: 30, match: ROW_HEIGHT };
/** A desktop match row (issue 29): a line for 'category - tournament' and '+N', then two for the teams beside the odds. */
export const DESKTOP_ROW_HEIGHT = 68;

/** An item's height in the list of the given layout. */
export const itemHeight = (kind: ListItem['kind'], desktop: boolean): number =>
  kind === 'match' && desktop ? DESKTOP_ROW_HEIGHT : ITEM_HEIGHT[kind];

export function listItems(store: AppStore, ids: readonly string[], byTournament: boolean): ListItem[] {
  const days: Array<{ key: string; start: number; buckets: Map<string, string[]> }> = [];
  for (const id of ids) {
    if (!store.getCell('matches', id, 'main_market')) {
      continue;
    }
    const start = store.getCell('matches', id, 'start_time') ?? 0;
    const key = dayKey(start);
    let day = days[days.length - 1];
    if (!day || day.key !== key) {
      day = { key, start, buckets: new Map() };
      days.push(day);
    }
    const bucket = byTournament ? (store.getCell('matches', id, 'tournament_id') ?? '') : '';
    const list = day.buckets.get(bucket) ?? [];
    list.push(id);
    day.buckets.set(bucket, list);
  }
  const out: ListItem[] = [];
  for (const day of days) {
    out.push({ kind: 'day', key: `day:${day.key}`, start: day.start });
    for (const [tournament, matchIds] of day.buckets) {
      if (byTournament) {
        const first = store.getRow('matches', matchIds[0] ?? '');
        out.push({
          kind: 'tournament',
          key: `t:${day.key}:${tournament}`,
          name: first.tournament_name ?? '',
          category: first.category_name ?? '',
          countryCode: first.country_code ?? '',
          sport: first.sport_name ?? '',
        });
      }
      matchIds.forEach((id) => {
        out.push({ kind: 'match', key: id, id });
      });
    }
  }
  return out;
}
