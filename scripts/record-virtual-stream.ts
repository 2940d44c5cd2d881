// Records tests/streams/virtual-sport.jsonl: the /virtual-sport screen's reads of the house football league through
// the client's own sync code, against this server run in process on an in-memory database with a pinned clock
// (the league's job off; it is run at each moment): the schedule before kick-off (the open round only), at the
// 45th minute of that round (the goals so far), after full time (scores and the table), then the network lost and
// the schedule kept stale.   npx tsx scripts/record-virtual-stream.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MEMORY_DATA_DIR } from '../server/db/index.ts';
import { virtualConfig } from '../server/modules/games/virtual/config.ts';
import { virtualSportsModule, virtualTick } from '../server/modules/games/virtual/index.ts';
import { virtualScheduleResource } from '../sync/virtual-sport.ts';
import { recordedAnonymous, wait } from './record-session.ts';

process.env['VIRTUAL_TICK_MS'] = '0';
const clock = { now: Date.parse('2026-11-21T09:00:00Z') };
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, STATIC_DIR: '/nonexistent' });
const app = buildApp({ config, now: () => clock.now });
if (!readFileSync(new URL('../server/app.ts', import.meta.url), 'utf8').includes('virtualSportsModule')) {
  void app.register(virtualSportsModule, { db: app.db, now: () => clock.now, config });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
const league = virtualConfig({ VIRTUAL_TICK_MS: '0' });
const at = async (ms: number): Promise<void> => {
  clock.now = ms;
  await virtualTick(app.db, league, ms);
};

const client = recordedAnonymous(base);
const resource = virtualScheduleResource('football');
const read = async (): Promise<void> => {
  client.engine.request(resource, { force: true });
  await client.settled();
};
await at(clock.now);
await read();
const kickOff = clock.now + league.football.everyMs;
await at(kickOff + league.football.durationMs / 2);
await read();
await at(kickOff + league.football.durationMs + 1000);
await read();
client.goOffline();
await read();
await wait(4000);
await client.settled();
writeFileSync('tests/streams/virtual-sport.jsonl', client.recorder.toJsonl());
console.log(`recorded ${client.recorder.count} events into tests/streams/virtual-sport.jsonl`);
await app.close();
