// Records a real banner event stream into tests/streams/<name>.jsonl by driving a running server with a
// fresh database (NODE_ENV≠production, OPERATOR_TOKEN set) through the client's own sync code, anonymously:
// the composite home call (it carries the seeded phone banners), the desktop banners, an operator POST of a
// phone banner with order 0 arriving as BANNER_UPDATE on an anonymous socket (decoded by the client's own
// socket decoder), the outdated phone list asked again as the carousel does, then the network fails and the
// phone list's refresh keeps its stale copy.
//   OPERATOR_TOKEN=… npx tsx scripts/record-banners-stream.ts http://127.0.0.1:8087 banners
import { writeFileSync } from 'node:fs';
import { bannersResource, homepageResource } from '../sync/resources.ts';
import { BANNER_TYPE } from '../schema/banner.ts';
import { listenAnonymously, recordedAnonymous, wait } from './record-session.ts';

const [base = 'http://127.0.0.1:8087', name = 'banners'] = process.argv.slice(2);
const { merchantId, data, engine, recorder, settled, goOffline } = recordedAnonymous(base);
const load = async (def: ReturnType<typeof homepageResource>, force = false): Promise<void> => {
  engine.request(def, { force });
  await wait(20);
  await settled();
};

await load(homepageResource());
await load(bannersResource(BANNER_TYPE.desktop));

const socket = await listenAnonymously(base, merchantId, engine);
await wait(300);
const posted = await fetch(`${base}/api/admin/v1/banners`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ banner_type: BANNER_TYPE.phone, image_url: '/banners/phone-express.svg', click_url: '/check-ticket', order: 0 }),
});
console.log('operator banner', posted.status);
for (let i = 0; i < 50 && (data.store.getCell('resources', `banners:${BANNER_TYPE.phone}`, 'fetched_at') ?? 0) > 0; i += 1) {
  await wait(100);
}
socket.close();
// The carousel sees its list outdated and asks again.
await load(bannersResource(BANNER_TYPE.phone));

goOffline();
await load(bannersResource(BANNER_TYPE.phone), true);

writeFileSync(`tests/streams/${name}.jsonl`, recorder.toJsonl());
console.log(`recorded ${recorder.count} events into tests/streams/${name}.jsonl`);
process.exit(0);
