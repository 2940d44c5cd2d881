// Records the casino event streams into tests/streams/ by driving a running server (NODE_ENV≠production) through the
// client's own sync code:
// - games-lobby: as a visitor, the lobby's TOP list, a search ('cra'), a demo launch of the house crash game and the
//   player closing it; then signed in, a real-money launch of crash, and a launch of an unknown game refused by code.
// - games-stale: the crash tab's list, then the network lost and the list read again: the copy is kept, stale.
//   npx tsx scripts/record-games-stream.ts http://127.0.0.1:8087
import { writeFileSync } from 'node:fs';
import { recordedAnonymous, recordedSignIn } from './record-session.ts';
import { gamesResource, launchGame, resetLaunch } from '../sync/games.ts';

const [base = 'http://127.0.0.1:8087'] = process.argv.slice(2);

const visitor = recordedAnonymous(base);
visitor.engine.request(gamesResource({}));
await visitor.settled();
visitor.engine.request(gamesResource({ search: 'cra' }));
await visitor.settled();
await launchGame(visitor.engine, { list: 'lobby', gameId: 'crash', mode: 'demo', device: 'mobile', language: 'en' });
resetLaunch(visitor.engine);
const visitorLines = visitor.recorder.toJsonl();
visitor.recorder.stop();

const player = await recordedSignIn(base);
// The player's stream starts at sign-in: account forms before it are the account streams' business.
const lines = player.recorder
  .toJsonl()
  .split('\n')
  .filter(Boolean)
  .filter((l) => JSON.parse(l).type === 'v1.SignedIn');
const real = await launchGame(player.engine, { list: 'lobby', gameId: 'crash', mode: 'real', device: 'desktop', language: 'am' });
if (real.type !== 'v1.GameLaunched') {
  throw new Error(`real launch: ${JSON.stringify(real.payload)}`);
}
resetLaunch(player.engine);
await launchGame(player.engine, { list: 'lobby', gameId: 'no-such-game', mode: 'real', device: 'desktop', language: 'en' });
const after = player.recorder
  .toJsonl()
  .split('\n')
  .filter(Boolean)
  .filter((l) => JSON.parse(l).type.startsWith('v1.Game'));
const all = [...visitorLines.split('\n').filter(Boolean), ...lines, ...after].map((l, i) => JSON.stringify({ ...JSON.parse(l), seq: i + 1 }));
// The session token is the player's secret: it never goes into a file.
const token = player.data.store.getValue('session_id') ?? '';
writeFileSync('tests/streams/games-lobby.jsonl', `${all.join('\n').split(token).join('[redacted]')}\n`);
console.log(`recorded ${all.length} events into tests/streams/games-lobby.jsonl`);

const stale = recordedAnonymous(base);
stale.engine.request(gamesResource({ category: 'crash' }));
await stale.settled();
stale.goOffline();
stale.engine.request(gamesResource({ category: 'crash' }), { force: true });
await stale.settled();
await new Promise((r) => setTimeout(r, 8000));
await stale.settled();
writeFileSync('tests/streams/games-stale.jsonl', stale.recorder.toJsonl());
console.log(`recorded ${stale.recorder.count} events into tests/streams/games-stale.jsonl`);
process.exit(0);
