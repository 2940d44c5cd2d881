// Records tests/streams/game-lists.jsonl by driving a running server (NODE_ENV≠production) through the client's own
// sync code: as a visitor the supplier list (/abcd) and a demo launch from it, the frozen casino's first page and its
// crash category with a demo through init-demo, InBet's list in Amharic and a visitor's InBet launch refused without
// a call; then signed in, InBet's init opening keno with a token. The session token never goes into the file.
//   npx tsx scripts/record-game-lists-stream.ts http://127.0.0.1:8087
import { writeFileSync } from 'node:fs';
import { recordedAnonymous, recordedSignIn } from './record-session.ts';
import { launchGame, resetLaunch } from '../sync/games.ts';
import { frozenResource, inbetResource, supplierResource } from '../sync/game-lists.ts';

const [base = 'http://127.0.0.1:8087'] = process.argv.slice(2);

const visitor = recordedAnonymous(base);
visitor.engine.request(supplierResource());
await visitor.settled();
await launchGame(visitor.engine, { list: 'supplier', gameId: 'crash', mode: 'demo', device: 'mobile', language: 'en' });
resetLaunch(visitor.engine);
visitor.engine.request(frozenResource({}));
await visitor.settled();
visitor.engine.request(frozenResource({ category: 'crash' }));
await visitor.settled();
await launchGame(visitor.engine, { list: 'frozen', gameId: 'crash', mode: 'demo', device: 'desktop', language: 'en' });
resetLaunch(visitor.engine);
visitor.engine.request(inbetResource('am'));
await visitor.settled();
await launchGame(visitor.engine, { list: 'inbet', gameId: 'keno', mode: 'real', device: 'mobile', language: 'am' });
resetLaunch(visitor.engine);
const visitorLines = visitor.recorder.toJsonl().split('\n').filter(Boolean);
visitor.recorder.stop();

const player = await recordedSignIn(base);
const signedIn = player.recorder
  .toJsonl()
  .split('\n')
  .filter(Boolean)
  .filter((l) => JSON.parse(l).type === 'v1.SignedIn');
const played = await launchGame(player.engine, { list: 'inbet', gameId: 'keno', mode: 'real', device: 'mobile', language: 'am' });
if (played.type !== 'v1.GameLaunched') {
  throw new Error(`InBet launch: ${JSON.stringify(played.payload)}`);
}
const after = player.recorder
  .toJsonl()
  .split('\n')
  .filter(Boolean)
  .filter((l) => JSON.parse(l).type.startsWith('v1.Game'));
const all = [...visitorLines, ...signedIn, ...after].map((l, i) => JSON.stringify({ ...JSON.parse(l), seq: i + 1 }));
const token = player.data.store.getValue('session_id') ?? '';
writeFileSync('tests/streams/game-lists.jsonl', `${all.join('\n').split(token).join('[redacted]')}\n`);
console.log(`recorded ${all.length} events into tests/streams/game-lists.jsonl`);
process.exit(0);
