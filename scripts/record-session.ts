// Shared start of the record-*.ts scripts: the client's own store, signed API client, sync engine and
// account commands against a running server, a recorder on the engine's events, and a fresh player
// registered (code read from the local SMS outbox), verified and logged in.
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { recordEvents } from '../sync/recorder.ts';
import { createAccount } from '../sync/account.ts';

export async function recordedSignIn(base: string) {
  const merchantId = process.env.MERCHANT_ID ?? 'birrbet-demo';
  const data = createAppData();
  const api = createApiClient({ baseUrl: base, merchantId, apiKey: process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026' });
  const engine = createSyncEngine(data, api);
  const recorder = recordEvents(engine.events$);
  const account = createAccount({ api, engine, data, merchantId });
  const typed = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { phone } = await account.register({ phone: typed, password: 'secret12' });
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()) as { messages: Array<{ text: string }> };
  await account.verifyRegistration(phone, /(\d{6})/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '');
  await account.login(typed, 'secret12');
  return { merchantId, data, api, engine, recorder, account, phone };
}

export const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
