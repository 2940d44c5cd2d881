// Shared start of the record-*.ts scripts: the client's own store, signed API client, sync engine and
// account commands against a running server, a recorder on the engine's events, and a fresh player
// registered (code read from the local SMS outbox), verified and logged in.
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { recordEvents } from '../sync/recorder.ts';
import { createAccount } from '../sync/account.ts';
import WebSocket from 'ws';
import { decodeInbound, messageEvent, socketUrl } from '../sync/socket-messages.ts';
import type { AppEvent } from '../schema/event.ts';

export async function recordedSignIn(base: string) {
  const merchantId = process.env.MERCHANT_ID ?? 'birrbet-demo';
  const data = createAppData();
  const api = createApiClient({ baseUrl: base, merchantId, apiKey: process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026' });
  const engine = createSyncEngine(data, api, { merchantId });
  const recorder = recordEvents(engine.events$);
  const account = createAccount({ engine, data });
  const typed = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await account.register({ phone: typed, password: 'secret12' });
  const phone = data.store.getCell('accountForms', 'register', 'phone') ?? '';
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as {
    messages: Array<{ text: string }>;
  };
  await account.verifyRegistration(/(\d{6})/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '');
  await account.login(typed, 'secret12');
  return { merchantId, data, api, engine, recorder, account, phone };
}

export const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * An anonymous client against `base` for the browsing recorders: store, engine, recorder, `settled()` (waits
 * until no fetch is under way) and `goOffline()`, after which every fetch fails as on a lost network.
 */
export function recordedAnonymous(base: string) {
  const merchantId = process.env.MERCHANT_ID ?? 'birrbet-demo';
  let offline = false;
  const data = createAppData();
  const api = createApiClient({
    baseUrl: base,
    merchantId,
    apiKey: process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026',
    fetch: (url, init) => (offline ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init)),
  });
  const engine = createSyncEngine(data, api);
  const recorder = recordEvents(engine.events$);
  const loading = (): boolean => data.store.getRowIds('resources').some((k) => data.store.getCell('resources', k, 'status') === 'loading');
  const settled = async (): Promise<void> => {
    for (let i = 0; i < 100 && loading(); i += 1) {
      await wait(50);
    }
  };
  return {
    merchantId,
    data,
    engine,
    recorder,
    settled,
    goOffline: (): void => {
      offline = true;
    },
  };
}

/** An anonymous live socket whose messages the client's own decoder turns into events on `engine`; resolves once open. */
export async function listenAnonymously(base: string, merchantId: string, engine: { emit: (event: AppEvent) => void }): Promise<WebSocket> {
  const socket = new WebSocket(socketUrl(`${base.replace(/^http/, 'ws')}/api/v1/auth/ws/`, null, merchantId));
  socket.on('message', (frame) => {
    const inbound = decodeInbound(frame.toString());
    const event = inbound.kind === 'message' ? messageEvent(inbound.message, Date.now()) : null;
    if (event) {
      engine.emit(event);
    }
  });
  await new Promise((resolve) => socket.once('open', resolve));
  return socket;
}
