// Materializer of a search answer (issue 29): the query's sports and tournaments replace its hits (table searchHits),
// its matches become the list 'search:<query>' like every server list. Registered with the search family.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';
import { replaceList } from './catalog.ts';
import { resourceLoaded } from './resources.ts';

/** Lands one answer: the query's hits are replaced, its matches become the list 'search:<query>'. */
export function searchLoaded(data: AppData, p: PayloadOf<'v1.SearchLoaded'>, at: number): void {
  const { store } = data;
  const list = `search:${p.query}`;
  for (const [rowId, row] of Object.entries(store.getTable('searchHits'))) {
    if (row.list === list) {
      store.delRow('searchHits', rowId);
    }
  }
  p.sports.forEach((s, position) => {
    store.setRow('searchHits', `${list}|sport|${s.id}`, {
      list,
      kind: 'sport',
      item_id: s.id,
      position,
      name: s.name,
      sport_id: s.id,
      match_count: s.match_count,
    });
  });
  p.tournaments.forEach((t, position) => {
    store.setRow('searchHits', `${list}|tournament|${t.id}`, {
      list,
      kind: 'tournament',
      item_id: t.id,
      position,
      name: t.name,
      sport_id: t.sport_id,
      category_name: t.category_name,
      country_code: t.country_code ?? '',
      match_count: t.match_count,
    });
  });
  replaceList(data, list, p.matches);
  resourceLoaded(data, p.key, at);
}
