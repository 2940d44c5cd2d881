// Pure materializer of v1.ExpressMatchesLoaded. The list goes through catalog's replaceList/writeMatch, so
// express rows share match, market and outcome rows with every other list: odds cells, the betslip and live
// ODDS_CHANGE work on them unchanged. What only this answer knows is kept beside them:
// - the match's status, on the list item (listItems.status), not on the shared match row: another list
//   rewriting the match (setRow) must not wipe it, and it leaves with the list item;
// - the dropdown's sport groups (expressSports, in the server's order). A one-sport answer without groups
//   keeps the dropdown as it was: it says nothing about the other sports.
import type { PayloadOf } from '../../schema/event.ts';
import { type AppData, listItemId } from '../store.ts';
import { replaceList } from './catalog.ts';
import { expressList, isLiveStatus } from '../express.ts';

export function expressMatchesLoaded(data: AppData, p: PayloadOf<'v1.ExpressMatchesLoaded'>): void {
  const { store } = data;
  replaceList(data, p.list, p.matches);
  for (const m of p.matches) {
    store.setCell('listItems', listItemId(p.list, m.id), 'status', isLiveStatus(m.status) ? 'live' : 'not_started');
  }
  if (p.sports.length > 0 || p.list === expressList('')) {
    store.setTable(
      'expressSports',
      Object.fromEntries(
        p.sports.map((s, position) => [
          s.sport_id,
          {
            name: s.sport_name,
            match_count: s.match_count,
            position,
          },
        ]),
      ),
    );
  }
}
