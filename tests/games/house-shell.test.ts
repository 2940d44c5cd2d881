// The house game pages' shell, its pure parts (issue 15): the launch fragment (real with a token, demo, neither;
// the language) and the decoding of every server answer with the schema's structs — a malformed answer is
// BAD_ANSWER, a refusal keeps its code, a failed request is NETWORK and is retried once with the same request id.
import { describe, expect, it } from 'vitest';
import { decode, decodeSession, realApi } from '../../games/shell/api.ts';
import { langOf, parseLaunch } from '../../games/shell/fragment.ts';
import { refusalKey, translator } from '../../games/shell/texts.ts';
import { HousePlayed } from '../../schema/house-game.ts';

const TOKEN = 'Zx9_launch-token-0123456789abcdef';

const round = {
  id: 'r1',
  game: 'wheel',
  bet: 10,
  free: false,
  params: { risk: 'medium', segments: 20 },
  outcome: { segment: 3, multiplier: 2 },
  multiplier: 2,
  payout: 20,
  status: 'won',
  server_seed_hash: 'ab'.repeat(32),
  client_seed: 'c0ffee',
  nonce: 4,
  created_at: '2026-11-24T08:00:00.000Z',
};
const fair = { server_seed_hash: 'ab'.repeat(32), client_seed: 'c0ffee', nonce: 5, next_server_seed_hash: 'cd'.repeat(32) };
const session = {
  success: true,
  session: {
    game: 'wheel',
    mode: 'real',
    currency: 'ETB',
    balance: 90,
    min_bet: 1,
    max_bet: 5000,
    fair,
    free_spins: null,
    open_round: null,
    history: [round],
  },
};

describe('the launch fragment', () => {
  it('a token means real money, in the language asked for', () => {
    expect(parseLaunch(`#token=${TOKEN}&lang=am`)).toEqual({ mode: 'real', token: TOKEN, lang: 'am' });
    expect(parseLaunch(`token=${TOKEN}&lang=ti`)).toEqual({ mode: 'real', token: TOKEN, lang: 'ti' });
  });

  it('demo=1 without a token is demo; nothing usable is neither', () => {
    expect(parseLaunch('#demo=1&lang=or')).toEqual({ mode: 'demo', lang: 'or' });
    expect(parseLaunch('')).toEqual({ mode: 'none', lang: 'en' });
    // A token that cannot be one the server issued is never sent, and does not fall back to demo.
    expect(parseLaunch('#token=short&demo=1')).toEqual({ mode: 'none', lang: 'en' });
    expect(parseLaunch(`#token=${TOKEN}<script>`).mode).toBe('none');
  });

  it('languages: om is Afaan Oromoo, anything unknown is English', () => {
    expect(langOf('om')).toBe('or');
    expect(langOf('AM')).toBe('am');
    expect(langOf('fr')).toBe('en');
    expect(langOf(null)).toBe('en');
  });
});

describe('answers decoded with the schema', () => {
  it('a well-formed session and round pass', () => {
    expect(decodeSession(200, session)).toEqual({ ok: true, value: session.session });
    expect(decode(200, { success: true, round, balance: 90, fair }, HousePlayed).ok).toBe(true);
  });

  it('a malformed answer is BAD_ANSWER, never a throw', () => {
    expect(decodeSession(200, { success: true, session: { ...session.session, balance: '90' } })).toEqual({ ok: false, code: 'BAD_ANSWER' });
    expect(decode(200, { success: true, round: { ...round, status: 'maybe' }, balance: 1, fair }, HousePlayed)).toEqual({
      ok: false,
      code: 'BAD_ANSWER',
    });
    expect(decode(200, null, HousePlayed)).toEqual({ ok: false, code: 'BAD_ANSWER' });
    expect(decode(502, '<html>Bad gateway</html>', HousePlayed)).toEqual({ ok: false, code: 'BAD_ANSWER' });
  });

  it('a refusal keeps its code and text; a code that is not one is BAD_ANSWER', () => {
    expect(decode(401, { error: 'Your game session has ended. Please reopen the game', code: 'INVALID_TOKEN' }, HousePlayed)).toEqual({
      ok: false,
      code: 'INVALID_TOKEN',
      text: 'Your game session has ended. Please reopen the game',
    });
    expect(decode(400, { code: '<img src=x>' }, HousePlayed)).toEqual({ ok: false, code: 'BAD_ANSWER' });
  });

  it('refusals are shown by code in the page language, unknown codes as the general text', () => {
    const am = translator('am', {});
    expect(am(refusalKey('INSUFFICIENT_BALANCE'))).toBe('በቂ ቀሪ ሂሳብ የለም');
    expect(translator('en', {})(refusalKey('SOMETHING_NEW'))).toBe('Something went wrong. Please try again');
    expect(translator('or', {})(refusalKey('BET_OUT_OF_RANGE'), { min: '1.00', max: '5,000.00' })).toBe(
      'Qabsiisni ETB 1.00 fi 5,000.00 gidduu ta’uu qaba',
    );
  });
});

describe('the real client', () => {
  it('sends the token in the body, and retries a lost play once with the same request id', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    let fail = true;
    const api = realApi(TOKEN, async (url, init) => {
      calls.push({ url, body: JSON.parse(init.body) });
      if (fail) {
        fail = false;
        throw new TypeError('network down');
      }
      return { status: 200, json: async () => ({ success: true, round, balance: 110, fair }) };
    });
    const answer = await api.play({ bet: 10, params: { risk: 'medium', segments: 20 } });
    expect(answer.ok).toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['/api/games/house/play', '/api/games/house/play']);
    expect(calls[0]?.body['token']).toBe(TOKEN);
    expect(calls[0]?.body['request_id']).toMatch(/^[0-9a-f]{24}$/);
    expect(calls[1]?.body['request_id']).toBe(calls[0]?.body['request_id']);
  });

  it('a request that fails twice, or an answer that is not JSON, is an error answer', async () => {
    const down = realApi(TOKEN, async () => {
      throw new TypeError('offline');
    });
    expect(await down.session()).toEqual({ ok: false, code: 'NETWORK' });
    const garbage = realApi(TOKEN, async () => ({
      status: 200,
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
    }));
    expect(await garbage.act({ round_id: 'r1', action: 'cashout' })).toEqual({ ok: false, code: 'BAD_ANSWER' });
  });
});
