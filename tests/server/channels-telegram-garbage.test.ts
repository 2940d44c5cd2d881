// The Telegram webhook behind its secret (issue 34), fed garbage as a fuzzer would: well-formed updates whose fields
// are swapped, one at a time and by a seeded choice, for values of the wrong type, huge, negative, NUL-laden or nested.
// The bot answers each with a 200 (nothing to do, or a reply) or a 400 at the edge; never a 500, and the app stays up.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../scripts/harness/rng.mjs';
import { callbackUpdate, contactUpdate, deliver, linkTelegram, newTelegramUser, textUpdate } from './channels-telegram-helpers.ts';
import { useTestApp } from './helpers.ts';
import { player } from './payments-helpers.ts';

const t = useTestApp();

const GARBAGE: unknown[] = [null, true, -1, 0, 1e308, '', 'x'.repeat(5000), 'a\u0000b', '\ud800', [], [1, [2]], {}, { id: {} }, '💥'];

/** Every path to a leaf of `value`. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [path];
}

function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) {
    return leaf;
  }
  const [head, ...rest] = path as [string, ...string[]];
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = withLeaf((value as Record<string, unknown>)[head], rest, leaf);
  return copy;
}

describe('Telegram webhook garbage', () => {
  it('answers 300 updates with a field swapped for garbage without a 500', async () => {
    const p = await player(t.app);
    const linked = newTelegramUser();
    await linkTelegram(t.app, linked, p.phone);
    const stranger = newTelegramUser();
    const rng = seeded(34);
    const shapes = [
      textUpdate(linked, 'menu'),
      textUpdate(stranger, '/start'),
      contactUpdate(stranger, p.phone),
      callbackUpdate(linked, 'bal'),
      callbackUpdate(linked, 'mt'),
      callbackUpdate(linked, 'slip'),
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const shape = rng.pick(shapes);
      const path = rng.pick(leaves(shape));
      const res = await deliver(t.app, withLeaf(shape, path, rng.pick(GARBAGE)) as Record<string, unknown>);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${path.join('.')}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
