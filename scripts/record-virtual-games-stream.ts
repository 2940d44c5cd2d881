// Records tests/streams/virtual-games.jsonl: the /virtuals page's reads and launch through the client's own sync code,
// against this server run in process on an in-memory database: as a visitor, the casino lobby's list (its providers),
// Golden Race's virtual games (632, the default), then Kiron's (497); the network lost and Golden Race's list read
// again (kept, stale); then a player signed in launching Virtual Football League for real money (a token-bearing
// page), the player closing it.   npx tsx scripts/record-virtual-games-stream.ts
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MEMORY_DATA_DIR } from '../server/db/index.ts';
import { gamesResource, resetLaunch } from '../sync/games.ts';
import { virtualGamesResource } from '../sync/virtual-games.ts';
import { recordedAnonymous, wait } from './record-session.ts';
import { eventLines, signedInLaunch, writeStream } from './record-games-session.ts';

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, STATIC_DIR: '/nonexistent' });
const app = buildApp({ config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;

const visitor = recordedAnonymous(base);
visitor.engine.request(gamesResource({}));
await visitor.settled();
visitor.engine.request(virtualGamesResource('632'));
await visitor.settled();
visitor.engine.request(virtualGamesResource('497'));
await visitor.settled();
visitor.goOffline();
visitor.engine.request(virtualGamesResource('632'), { force: true });
await visitor.settled();
await wait(8000);
await visitor.settled();
const visitorLines = eventLines(visitor.recorder);
visitor.recorder.stop();

const { player, signedIn } = await signedInLaunch(base, { list: 'virtual', gameId: 'vfootball', mode: 'real', device: 'mobile', language: 'en' });
resetLaunch(player.engine);
const launch = eventLines(player.recorder, (type) => type.startsWith('v1.Game'));
writeStream('virtual-games', [...visitorLines, ...signedIn, ...launch], player.data.store.getValue('session_id') ?? '');
await app.close();
process.exit(0);
