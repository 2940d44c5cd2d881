// The game record scripts' shared steps (scripts/record-games-session.ts): a recorder's lines filtered by event type,
// and the written stream renumbered from 1 with the session token redacted wherever it stands.
import { describe, expect, it } from 'vitest';
import { eventLines, streamText } from '../../scripts/record-games-session.ts';

const line = (type: string, seq: number, payload: unknown = {}) => JSON.stringify({ type, at: 1, source: 'remote', payload, seq });

describe('record games session', () => {
  it('keeps the lines of the kept types, in order', () => {
    const recorder = { toJsonl: () => `${[line('v1.SignedIn', 7), line('v1.GameLaunched', 8), line('v1.BalanceChanged', 9)].join('\n')}\n` };
    expect(eventLines(recorder).map((l) => JSON.parse(l).seq)).toEqual([7, 8, 9]);
    expect(eventLines(recorder, (t) => t.startsWith('v1.Game')).map((l) => JSON.parse(l).type)).toEqual(['v1.GameLaunched']);
  });

  it('renumbers the stream from 1 and redacts the session token everywhere', () => {
    const text = streamText([line('v1.SignedIn', 40, { session: { id: 'sekret' } }), line('v1.GameLaunched', 3, { url: '/g#s=sekret' })], 'sekret');
    const events = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.map((e) => e.seq)).toEqual([1, 2]);
    expect(text).not.toContain('sekret');
    expect(events[0].payload.session.id).toBe('[redacted]');
    expect(text.endsWith('}\n')).toBe(true);
  });
});
