// Materializer of the tournament view's paged lists (v1.MatchesPageLoaded). Page 1 replaces the list; page n
// replaces it from (n - 1) × pageSize on, so a retried page never duplicates rows. A page applies only when
// page n - 1 was loaded since the last page 1 and with the same page size: a page answered after its list was
// reset (page 1 refreshed while page 3 was in flight) would leave a gap, so it is dropped. Match rows that no
// list holds any more are deleted, as for the whole lists of catalog.ts, so the store never grows with pages
// the player left behind. Indexes are read as they were before the event's transaction.
import type { PayloadOf } from '../../schema/event.ts';
import type { Match } from '../../schema/match.ts';
import { INDEX, LIST, type AppData } from '../store.ts';
import { dropMember, writeMember } from './catalog.ts';

/** Replaces the members of `list` from position `offset` on with `matches`. */
function replaceFrom(data: AppData, list: string, offset: number, matches: readonly Match[]): void {
  const { store, indexes } = data;
  const incoming = new Set(matches.map((m) => m.id));
  for (const item of indexes.getSliceRowIds(INDEX.listItemsByList, list)) {
    // A member the page answers again keeps its row (rewritten below with its new position).
    if ((store.getCell('listItems', item, 'position') ?? 0) >= offset && !incoming.has(store.getCell('listItems', item, 'match_id') ?? '')) {
      dropMember(data, item);
    }
  }
  matches.forEach((m, i) => {
    writeMember(data, list, m, offset + i);
  });
}

/** True when a page can join the list as it stands (page 1 always can). */
function pageFits(data: AppData, p: Pick<PayloadOf<'v1.MatchesPageLoaded'>, 'tournamentId' | 'page' | 'pageSize'>): boolean {
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
