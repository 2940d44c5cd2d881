// Records a real account event stream into tests/streams/<name>.jsonl by driving a running server
// (started with NODE_ENV≠production, OPERATOR_TOKEN and OPERATOR_TOKEN_ROLES=finance) through the client's own sync code: register,
// code from the local outbox, verify, login, live socket, operator credit (BALANCE_UPDATE), wallet
// refetch, logout. The session token is replaced by a fixed placeholder before writing.
//   OPERATOR_TOKEN=… npx tsx scripts/record-account-stream.ts http://127.0.0.1:8087 account-session
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';
import { recordedSignIn, wait } from './record-session.ts';
import { createLiveSocket } from '../sync/socket.ts';

const [base = 'http://127.0.0.1:8087', name = 'account-session'] = process.argv.slice(2);
const { merchantId, data, engine, recorder, account, phone } = await recordedSignIn(base);
const socket = createLiveSocket({
  url: `${base.replace(/^http/, 'ws')}/api/v1/auth/ws/`,
  WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  merchantId,
  emit: (e) => engine.emit(e),
  refetchWallet: () => void account.refreshWallet(),
  onAuthFailure: () => undefined,
  auth: () => ({ userId: data.store.getValue('user_id') ?? '', merchantId, sessionToken: data.store.getValue('session_id') ?? '' }),
});
socket.connect();
await wait(800);
await fetch(`${base}/api/admin/v1/wallets/credit`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? ''}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ phone, amount: 25.5, reason: 'recorded credit' }),
});
await wait(800);
await account.refreshWallet();
socket.close();
await account.logout();
const token = /"id":"([^"]+)","merchant_id"/.exec(recorder.toJsonl())?.[1] ?? '';
const jsonl = recorder.toJsonl().split(token).join('recorded-session-token').split(phone).join('+251911000001');
writeFileSync(`tests/streams/${name}.jsonl`, jsonl);
console.log(`recorded ${recorder.count} events into tests/streams/${name}.jsonl`);
process.exit(0);
