// Records the promotions event streams into tests/streams/ by driving a running server (NODE_ENV≠production,
// OPERATOR_TOKEN set with OPERATOR_TOKEN_ROLES=marketing) through the client's own sync code, as a visitor:
// - promotions-list: the whole list (points card first), the LOTOFOOT list, the operator retiring the welcome
//   promotion and the list read again (it disappears), then the network lost and the list served stale.
// - promotions-popup: the popup's flags and moments over three visits on a fixed clock (09:00 first visit: opens;
//   a second moment in the same session: nothing; a new session an hour later: cooldown; a day later: opens, closed
//   with 'never show again'; two days later: nothing), with the list it shows.
//   OPERATOR_TOKEN=… npx tsx scripts/record-promotions-stream.ts http://127.0.0.1:8087
import { writeFileSync } from 'node:fs';
import { recordedAnonymous } from './record-session.ts';
import { promotionsResource } from '../sync/promotions.ts';
import type { AppEvent } from '../schema/event.ts';

const [base = 'http://127.0.0.1:8087'] = process.argv.slice(2);
const token = process.env.OPERATOR_TOKEN ?? '';

const list = recordedAnonymous(base);
list.engine.request(promotionsResource());
await list.settled();
list.engine.request(promotionsResource('LOTOFOOT'));
await list.settled();
const welcome = `demo:${list.merchantId}:welcome-50`;
const retired = await fetch(`${base}/api/admin/v1/promotions/${encodeURIComponent(welcome)}`, {
  method: 'DELETE',
  headers: { authorization: `Bearer ${token}` },
});
if (retired.status !== 200) {
  throw new Error(`retiring ${welcome}: ${retired.status}`);
}
list.engine.request(promotionsResource(), { force: true });
await list.settled();
list.goOffline();
list.engine.request(promotionsResource(), { force: true });
await list.settled();
await new Promise((r) => setTimeout(r, 4000));
await list.settled();
// Bring it back, so the server's demo data is as it was.
await fetch(`${base}/api/admin/v1/promotions/${encodeURIComponent(welcome)}`, {
  method: 'PUT',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ active: true }),
});
writeFileSync('tests/streams/promotions-list.jsonl', list.recorder.toJsonl());
console.log(`recorded ${list.recorder.count} events into tests/streams/promotions-list.jsonl`);

const popup = recordedAnonymous(base);
const T = Date.parse('2026-11-21T09:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number, e: Omit<AppEvent, 'at'>): AppEvent => ({ ...e, at: ms }) as AppEvent;
const restored = (ms: number, never: boolean, lastShown: number, sessionShown: boolean) =>
  popup.engine.emit(at(ms, { type: 'v1.PromoPopupRestored', source: 'system', payload: { never, lastShown, sessionShown } } as never));
const due = (ms: number) => popup.engine.emit(at(ms, { type: 'v1.PromoPopupDue', source: 'system', payload: { list: 'all' } } as never));
const closed = (ms: number, never: boolean) =>
  popup.engine.emit(at(ms, { type: 'v1.PromoPopupClosed', source: 'user', payload: { never } } as never));

restored(T, false, 0, false);
due(T + 1500);
popup.engine.request(promotionsResource());
await popup.settled();
closed(T + 9000, false);
due(T + 60_000);
restored(T + HOUR, false, T + 1500, false);
due(T + HOUR + 1500);
restored(T + 25 * HOUR, false, T + 1500, false);
due(T + 25 * HOUR + 1500);
closed(T + 25 * HOUR + 5000, true);
restored(T + 49 * HOUR, true, T + 25 * HOUR + 1500, false);
due(T + 49 * HOUR + 1500);
writeFileSync('tests/streams/promotions-popup.jsonl', popup.recorder.toJsonl());
console.log(`recorded ${popup.recorder.count} events into tests/streams/promotions-popup.jsonl`);
process.exit(0);
