// Records tests/streams/game-lists.jsonl by driving a running server (NODE_ENV≠production) through the client's own
// sync code: as a visitor the supplier list (/abcd) and a demo launch from it, the frozen casino's first page and its
// crash category with a demo through init-demo, InBet's list in Amharic and a visitor's InBet launch refused without
// a call; then signed in, InBet's init opening keno with a token. The session token never goes into the file.
//   npx tsx scripts/record-game-lists-stream.ts http://127.0.0.1:8087
import { recordedAnonymous } from './record-session.ts';
import { eventLines, signedInLaunch, writeStream } from './record-games-session.ts';
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
const visitorLines = eventLines(visitor.recorder);
visitor.recorder.stop();

const { player, signedIn } = await signedInLaunch(base, { list: 'inbet', gameId: 'keno', mode: 'real', device: 'mobile', language: 'am' });
const after = eventLines(player.recorder, (type) => type.startsWith('v1.Game'));
writeStream('game-lists', [...visitorLines, ...signedIn, ...after], player.data.store.getValue('session_id') ?? '');
process.exit(0);
