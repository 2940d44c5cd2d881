// Records tests/streams/express-session.jsonl from a running server (NODE_ENV≠production, OPERATOR_TOKEN set)
// through the client's own sync code: the express list for every sport, the soccer list, the markets of the
// first match (the detail view), an unknown sport (404), then the operator's feed clock moved so the soonest
// football kick-off is 20 minutes in, and the express list again (that match now first-half live).
//   OPERATOR_TOKEN=… npx tsx scripts/record-express-stream.ts http://127.0.0.1:8306 express-session
import { writeFileSync } from 'node:fs';
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { recordEvents } from '../sync/recorder.ts';
import { expressResource } from '../sync/express.ts';
import { marketsResource } from '../sync/resources.ts';
import { UpcomingExpressMatches } from '../schema/endpoints/catalog-browse.ts';

const [base = 'http://127.0.0.1:8306', name = 'express-session'] = process.argv.slice(2);
const data = createAppData();
const api = createApiClient({ baseUrl: base, merchantId: 'birrbet-demo', apiKey: 'birrbet-demo-key-2026' });
const engine = createSyncEngine(data, api);
const recorder = recordEvents(engine.events$);
const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const settled = async (): Promise<void> => {
  await wait(50);
  for (let i = 0; i < 100 && data.store.getRowIds('resources').some((k) => data.store.getCell('resources', k, 'status') === 'loading'); i += 1) {
    await wait(100);
  }
};

engine.request(expressResource(''));
await settled();
engine.request(expressResource('1'));
await settled();
const first = data.indexes.getSliceRowIds('listItemsByList', 'express:all')[0];
engine.request(marketsResource(data.store.getCell('listItems', first ?? '', 'match_id') ?? ''));
await settled();
engine.request(expressResource('99'));
await settled();

// The soonest football kick-off (read outside the recorded store), 20 minutes into its first half. Read from
// /upcoming: the express list holds the next hour only and may be empty.
const soccer = UpcomingExpressMatches.responses[200].create(await api.get(UpcomingExpressMatches.path, { sport_id: '1', page_size: '1' }));
const kickOff = Date.parse(soccer.matches[0]?.start_time ?? '');
const minutes = Math.ceil((kickOff - Date.now()) / 60_000) + 20;
const advanced = await fetch(`${base}/api/admin/v1/feed/advance`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ minutes }),
});
console.log('feed advance', minutes, advanced.status, await advanced.text());
engine.request(expressResource(''), { force: true });
await settled();

writeFileSync(`tests/streams/${name}.jsonl`, recorder.toJsonl());
console.log(`recorded ${recorder.count} events into tests/streams/${name}.jsonl`);
process.exit(0);
