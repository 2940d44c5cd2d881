// Materializer of one day's results (issue 29): the answer replaces that day's rows (table results, row
// `${day}|${matchId}`, each as its JSON) in the server's order. Registered with the results family.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';

export function resultsLoaded({ store }: AppData, p: PayloadOf<'v1.ResultsLoaded'>): void {
  for (const id of store.getRowIds('results')) {
    if (store.getCell('results', id, 'day') === p.day) {
      store.delRow('results', id);
    }
  }
  p.matches.forEach((m, position) => {
    store.setRow('results', `${p.day}|${m.id}`, { day: p.day, position, match_id: m.id, data: JSON.stringify(m) });
  });
}
