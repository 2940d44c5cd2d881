// Materializer of the tournament view's paged lists (v1.MatchesPageLoaded). Page 1 replaces the list; page n
// replaces it from (n - 1) × pageSize on, so a retried page never duplicates rows. A page applies only when
// page n - 1 was loaded since the last page 1 and with the same page size: a page answered after its list was
// reset (page 1 refreshed while page 3 was in flight) would leave a gap, so it is dropped. Match rows that no
// list holds any more are deleted, as for the whole lists of catalog.ts, so the store never grows with pages
// the player left behind. Indexes are read as they were before the event's transaction.
import type { PayloadOf } from '../../schema/event.ts';
import type { Match } from '../../schema/match.ts';
import { INDEX, LIST, listItemId, type AppData } from '../store.ts';
import { deleteMatch, writeMatch } from './catalog.ts';

/** Replaces the members of `list` from position `offset` on with `matches`. */
function replaceFrom(data: AppData, list: string, offset: number, matches: readonly Match[]): void {
  const { store, indexes } = data;
  const incoming = new Set(matches.map((m) => m.id));
  for (const item of indexes.getSliceRowIds(INDEX.listItemsByList, list)) {
    if ((store.getCell('listItems', item, 'position') ?? 0) < offset) {
      continue;
    }
    const matchId = store.getCell('listItems', item, 'match_id') ?? '';
    store.delRow('listItems', item);
    const elsewhere = indexes.getSliceRowIds(INDEX.listItemsByMatch, matchId)
      .some((other) => other !== item && store.hasRow('listItems', other));
    if (!incoming.has(matchId) && !elsewhere) {
      deleteMatch(data, matchId);
    }
  }
  matches.forEach((m, i) => {
    writeMatch(data, m);
    store.setRow('listItems', listItemId(list, m.id), { list, match_id: m.id, position: offset + i });
  });
}

/** True when a page can join the list as it stands (page 1 always can). */
export function pageFits(data: AppData, p: Pick<PayloadOf<'v1.MatchesPageLoaded'>, 'tournamentId' | 'page' | 'pageSize'>): boolean {
  if (!Number.isInteger(p.page) || !Number.isInteger(p.pageSize) || p.pageSize < 1) {
    return false;
  }
  if (p.page === 1) {
    return true;
  }
  const row = data.store.getRow('matchLists', LIST.tournamentPages(p.tournamentId));
  return p.page > 1 && p.page <= (row.pages ?? 0) + 1 && p.pageSize === row.page_size;
}

export function matchesPageLoaded(data: AppData, p: PayloadOf<'v1.MatchesPageLoaded'>): void {
  if (!pageFits(data, p)) {
    return;
  }
  const list = LIST.tournamentPages(p.tournamentId);
  replaceFrom(data, list, (p.page - 1) * p.pageSize, p.matches);
  data.store.setRow('matchLists', list, { total: p.total, pages: p.page, page_size: p.pageSize });
}
