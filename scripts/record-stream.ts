// Records a real event stream from a running server into tests/streams/<name>.jsonl, by driving the
// client's own sync engine as the home page does: sports, top leagues, one league's matches, one
// match's markets, top sports, and one unknown match (a 404 failure). Usage:
//   npx tsx scripts/record-stream.ts http://127.0.0.1:8087 catalog-home
import { writeFileSync } from 'node:fs';
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { recordEvents } from '../sync/recorder.ts';
import { sportsResource, topLeaguesResource, matchesResource, marketsResource, topSportsResource } from '../sync/resources.ts';

const [base = 'http://127.0.0.1:8087', name = 'catalog-home'] = process.argv.slice(2);
const data = createAppData();
const api = createApiClient({
  baseUrl: base,
  merchantId: process.env.MERCHANT_ID ?? 'birrbet-demo',
  apiKey: process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026',
});
const engine = createSyncEngine(data, api);
const recorder = recordEvents(engine.events$);
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 1500));

engine.request(sportsResource());
engine.request(topLeaguesResource());
await settle();
const league = data.indexes.getSliceRowIds('topLeaguesBySport', '1')[0] ?? '';
engine.request(matchesResource(league));
await settle();
const match = data.indexes.getSliceRowIds('matchesByTournament', league)[0] ?? '';
engine.request(marketsResource(match));
engine.request(marketsResource('sr:match:00000000'));
engine.request(topSportsResource());
await settle();
writeFileSync(`tests/streams/${name}.jsonl`, recorder.toJsonl());
console.log(`recorded ${recorder.count} events (league ${league}, match ${match}) into tests/streams/${name}.jsonl`);
engine.dispose();
