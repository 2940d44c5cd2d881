// Records a real sports-browsing event stream into tests/streams/<name>.jsonl by driving a running server
// (NODE_ENV≠production, OPERATOR_TOKEN set) through the client's own sync code, anonymously: the composite
// home call, the football categories and two categories' tournaments, a league's matches and one match's
// markets; an operator price change and a suspension arriving as ODDS_CHANGE frames on an anonymous socket
// (decoded by the client's own socket decoder); then the network fails and every screen's refresh falls
// back to its stale copy.
//   OPERATOR_TOKEN=… npx tsx scripts/record-home-stream.ts http://127.0.0.1:8087 home-browse
import { writeFileSync } from 'node:fs';
import {
  homepageResource,
  sportTopSportsResource,
  categoriesResource,
  tournamentsResource,
  matchesResource,
  marketsResource,
} from '../sync/resources.ts';
import { listenAnonymously, recordedAnonymous, wait } from './record-session.ts';

const [base = 'http://127.0.0.1:8087', name = 'home-browse'] = process.argv.slice(2);
const { merchantId, data, engine, recorder, settled, goOffline } = recordedAnonymous(base);
const load = async (...defs: Array<ReturnType<typeof homepageResource>>): Promise<void> => {
  defs.forEach((d) => {
    engine.request(d);
  });
  await wait(20);
  await settled();
};

const home = homepageResource();
await load(home);
// Another sport's Upcoming list, as the phone asks when that sport is chosen: it lands beside soccer's.
await load(sportTopSportsResource('2'));
const football = '1';
const categories = categoriesResource(football);
await load(categories);
const firstTwo = data.indexes.getSliceRowIds('categoriesBySport', football).slice(0, 2);
const byName = (ids: string[]): string[] =>
  ids.sort((a, b) => (data.store.getCell('categories', a, 'name') ?? '').localeCompare(data.store.getCell('categories', b, 'name') ?? ''));
await load(...byName(firstTwo).map((id) => tournamentsResource(id)));
const league = data.store.getRowIds('topLeagues')[0] ?? '';
await load(matchesResource(league));
const matchId =
  data.indexes.getSliceRowIds('listItemsByList', `tournament:${league}`).map((i) => data.store.getCell('listItems', i, 'match_id') ?? '')[0] ?? '';
await load(marketsResource(matchId));

// Live prices: an anonymous socket, and two operator changes on the match's main market.
const socket = await listenAnonymously(base, merchantId, engine);
await wait(300);
const mainRow = data.store.getCell('matches', matchId, 'main_market') ?? '';
const outcomes = data.indexes.getSliceRowIds('outcomesByMarket', mainRow).map((id) => data.store.getRow('outcomes', id));
const market = data.store.getRow('markets', mainRow);
const ref = (o: (typeof outcomes)[number]) => ({
  match_id: matchId,
  market_id: market.market_id,
  specifier: market.specifier ?? '',
  outcome_id: o.outcome_id,
});
const operator = async (changes: unknown[]): Promise<void> => {
  const r = await fetch(`${base}/api/admin/v1/feed/odds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ changes }),
  });
  console.log('operator odds change', r.status);
};
await operator([{ ...ref(outcomes[0]!), odds: Number(((outcomes[0]!.odds ?? 2) + 0.35).toFixed(2)) }]);
await wait(2600);
await operator([{ ...ref(outcomes[1]!), odds: outcomes[1]!.odds, status: 'suspended' }]);
await wait(2600);
socket.close();

// The network goes: each screen asks again (as on the 'online' event or a Try Again) and keeps its copy.
goOffline();
for (const def of [home, categories, matchesResource(league), marketsResource(matchId)]) {
  engine.request(def, { force: true });
}
await wait(50);
await settled();

writeFileSync(`tests/streams/${name}.jsonl`, recorder.toJsonl());
console.log(`recorded ${recorder.count} events into tests/streams/${name}.jsonl (league ${league}, match ${matchId})`);
process.exit(0);
