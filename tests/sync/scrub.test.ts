// The scrubber behind "Report a problem" (sync/scrub.ts): a stream with a session token, passwords, one-time codes,
// a reset token and signatures — at the top, nested, in socket payloads, in URLs, headers and JSON inside
// strings — comes out without any of them, still replays, and ordinary events come out unchanged.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { scrub, scrubbedJson, isSecretName, REDACTED } from '../../sync/scrub.ts';
import { createAppData, INDEX } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';

const read = (name: string): string => readFileSync(new URL(`../streams/${name}.jsonl`, import.meta.url), 'utf8');
const linesOf = (jsonl: string): string[] => jsonl.split('\n').filter(Boolean);
const quiet = (): void => undefined;

const TOKEN = 'sess-7d41c9a2e08b4f3a9c61';
const SECRETS = [
  TOKEN,
  'sock-leak-5b2e8f7701',
  'f00dfacecafe0123456789abcdef',
  '0badc0ffee9876543210',
  'hunter2-Secret',
  '482913',
  'rst-0a1b2c3d4e5f',
  'n3wPassw0rd!',
  '135790',
];
const secretStream = read('report-secrets');
const scrubbed = linesOf(secretStream)
  .map((line) => scrubbedJson(JSON.parse(line)))
  .join('\n');

describe('scrubbing a stream that holds secrets', () => {
  it('the stream really holds them before scrubbing', () => {
    for (const secret of SECRETS) {
      expect(secretStream).toContain(secret);
    }
  });

  it('leaves none of them, wherever they were', () => {
    for (const secret of SECRETS) {
      expect(scrubbed).not.toContain(secret);
    }
  });

  it('marks what it removed, keeping the fields and everything else', () => {
    const events = linesOf(scrubbed).map((l) => JSON.parse(l) as { type: string; payload: Record<string, any> });
    expect(events[0]?.payload.session).toEqual({ id: REDACTED, merchant_id: 'birrbet-demo', expires_at: '2026-11-29T01:55:40.123Z' });
    expect(events[0]?.payload.user).toEqual({ id: '10000042', phone: '+251911000042' });
    expect(events[1]?.payload.message).toBe(`wss://birrbet.example/api/v1/auth/ws/?session_token=${REDACTED}&merchant_id=birrbet-demo`);
    expect(events[2]?.payload.meta.session_token).toBe(REDACTED);
    expect(events[2]?.payload.meta.relay[0].headers).toEqual({ 'X-Auth-Token': REDACTED, 'X-Signature': REDACTED });
    expect(events[2]?.payload.balance).toBe(125.5);
    expect(JSON.parse(events[5]?.payload.request.body)).toEqual({ phone: '+251911000042', password: REDACTED, otp: REDACTED });
    expect(events[5]?.payload.message).toContain(`X-Signature: ${REDACTED}`);
    expect(events[6]?.payload).toMatchObject({ newPassword: REDACTED, otp: REDACTED });
    expect(JSON.parse(events[7]?.payload.message)).toEqual({ type: 'HELLO', auth: { token: REDACTED } });
  });

  it("still replays into the same store, but for the token and the failed fetch's text", () => {
    const before = createAppData();
    const after = createAppData();
    expect(replayJsonl(before, secretStream, quiet)).toEqual({ applied: 8, dropped: 0 });
    expect(replayJsonl(after, scrubbed, quiet)).toEqual({ applied: 8, dropped: 0 });
    expect(after.store.getCell('resources', 'wallet', 'message')).toContain(`session_token=${REDACTED}`);
    after.store.setCell('resources', 'wallet', 'message', before.store.getCell('resources', 'wallet', 'message') ?? '');
    expect(after.store.getTables()).toEqual(before.store.getTables());
    const [pick] = after.indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, '0');
    expect(after.store.getRow('slipSelections', pick ?? '')).toMatchObject({ odds: 1.92, match_name: 'Arsenal vs Chelsea' });
    expect(after.store.getValue('session_id')).toBe(REDACTED);
    const { session_id: _a, socket_message: _b, ...rest } = before.store.getValues();
    expect(after.store.getValues()).toMatchObject({ ...rest, user_id: '10000042', socket_status: 'connected' });
  });

  it('removes a known secret under any name, and in keys of text', () => {
    const event = { note: `token was ${TOKEN}`, list: [TOKEN], short: 'abc' };
    expect(scrub(event, [TOKEN, 'abc'])).toEqual({ note: `token was ${REDACTED}`, list: [REDACTED], short: 'abc' });
  });

  it('leaves recorded server answers and error codes exactly as they were', () => {
    for (const name of ['catalog-home', 'home-browse', 'tournament-paging', 'express-session', 'banners']) {
      for (const line of linesOf(read(name))) {
        expect(scrubbedJson(JSON.parse(line))).toBe(JSON.stringify(JSON.parse(line)));
      }
    }
    const refusal = { code: 'ODDS_CHANGED', status: 400, message: 'Odds have changed', idempotencyKey: 'k-1', password: '' };
    expect(scrub(refusal)).toEqual(refusal);
  });

  it('knows secret field names in any spelling, and not ordinary ones', () => {
    for (const name of [
      'password',
      'newPassword',
      'confirm_password',
      'session_token',
      'X-Auth-Token',
      'reset_token',
      'otp',
      'X-Signature',
      'authorization',
      'apiKey',
      'merchant_api_key',
      'sessionId',
    ]) {
      expect(isSecretName(name)).toBe(true);
    }
    for (const name of ['code', 'id', 'phone', 'status', 'message', 'idempotencyKey', 'key', 'merchant_id', 'user_id']) {
      expect(isSecretName(name)).toBe(false);
    }
  });

  it('scrubs Bearer credentials and pairs inside free text', () => {
    const text = 'Authorization: Bearer abc.def-ghi and otp=123456 and {"pin": 4321}';
    const out = scrub({ text }).text;
    expect(out).not.toMatch(/abc\.def-ghi|123456|4321/);
    expect(out).toContain('otp=[redacted]');
  });
});
