// The tournament view's list as the store holds it (pure: store in, ids out). Each tournament's paged list
// (LIST.tournamentPages) is in kick-off order; several tournaments merge by kick-off time. A tournament with
// pages still on the server has loaded only up to the kick-off of its last loaded match, so a later match of
// another tournament could show now and later find matches inserted above it: the merged list therefore ends
// at the earliest such kick-off, and 'Load More' asks every tournament with more for its next page.
import { LIST, type AppStore } from './store.ts';

export interface NextPage {
  tournamentId: string;
  page: number;
}

export interface PagedMatches {
  /** Match ids in kick-off order (ties: tournament order, then server order), up to the cut described above. */
  ids: string[];
  /** Matches the server holds over all the tournaments (0 until a first page is in). */
  total: number;
  /** Matches loaded into the store over all the tournaments. */
  loaded: number;
  /** The next page of each tournament that has more on the server; empty when everything is loaded. */
  next: NextPage[];
}

interface Entry {
  id: string;
  start: number;
  rank: number;
  position: number;
}

export function pagedMatches(store: AppStore, tournamentIds: readonly string[]): PagedMatches {
  const lists = new Map(tournamentIds.map((id, rank) => [LIST.tournamentPages(id), rank]));
  const perList: Entry[][] = tournamentIds.map(() => []);
  const items = store.getTable('listItems');
  for (const item of Object.values(items)) {
    const rank = lists.get(item.list ?? '');
    const id = item.match_id ?? '';
    if (rank !== undefined && id) {
      perList[rank]?.push({ id, rank, position: item.position ?? 0, start: store.getCell('matches', id, 'start_time') ?? 0 });
    }
  }
  let total = 0;
  let loaded = 0;
  let cut = Infinity;
  const next: NextPage[] = [];
  tournamentIds.forEach((tournamentId, rank) => {
    const entries = (perList[rank] ?? []).sort((a, b) => a.position - b.position);
    const row = store.getRow('matchLists', LIST.tournamentPages(tournamentId));
    const pages = row.pages ?? 0;
    total += row.total ?? 0;
    loaded += entries.length;
    if (pages > 0 && entries.length < (row.total ?? 0)) {
      next.push({ tournamentId, page: pages + 1 });
      cut = Math.min(cut, entries[entries.length - 1]?.start ?? -Infinity);
    }
  });
  const ids = perList
    .flat()
    .filter((e) => e.start <= cut)
    .sort((a, b) => a.start - b.start || a.rank - b.rank || a.position - b.position)
    .map((e) => e.id);
  return { ids: [...new Set(ids)], total, loaded, next };
}
