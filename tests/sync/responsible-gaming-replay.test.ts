// Responsible gaming in the store, proven by replaying tests/streams/responsible-gaming.jsonl (issue 18): the support
// line and the reads ('support', 'summary') never take a form's state; a load lands the limits; a lowered limit and a
// waiting raise land with its time; a refusal keeps the state beside its code; an exclusion lands with its end; a
// second, shorter one is refused; the reality-check interval is kept as chosen (0 = off).
import { beforeAll, describe, expect, it } from 'vitest';
import { addRgMaterializers } from '../../sync/families/responsible-gaming.ts';
import { RG_ROW } from '../../sync/read/responsible-gaming.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { createAppData } from '../../sync/store.ts';
import { recordedStream } from './stream.ts';

const stream = recordedStream('responsible-gaming');
beforeAll(() => addRgMaterializers());
const row = (type: string, n = 1) => stream.replayUpTo(type, n).store.getRow('responsibleGaming', RG_ROW);
const json = (text: unknown) => (typeof text === 'string' && text ? JSON.parse(text) : null);

describe('replaying responsible-gaming.jsonl', () => {
  it('applies every event', () => {
    expect(replayJsonl(createAppData(), stream.lines.join('\n'), stream.quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
  });

  it('lands the support line without touching the load in flight, then the limits', () => {
    expect(row('v1.RgAnswered')).toMatchObject({ status: 'submitting', action: 'load', command_id: 'rg-1', support_phone: '+251 11 558 0000' });
    const loaded = row('v1.RgAnswered', 2);
    expect(loaded).toMatchObject({ status: 'done', action: 'load' });
    expect(json(loaded.state).limits.map((l: { limit: unknown }) => l.limit)).toEqual([null, null, null]);
  });

  it('lands a lowered limit, then a raise waiting with its time', () => {
    expect(json(row('v1.RgAnswered', 3).state).limits[0]).toMatchObject({ period: 'day', limit: 500, pending: null });
    expect(json(row('v1.RgAnswered', 4).state).limits[0]).toEqual({
      period: 'day',
      limit: 500,
      pending: { limit: 1000, effective_at: '2026-11-22T09:00:00.000Z' },
      used: 0,
      remaining: 500,
    });
  });

  it('keeps the state beside a refusal', () => {
    const refused = row('v1.RgRefused');
    expect(refused).toMatchObject({ status: 'failed', action: 'setLimits', code: 'LIMIT_INVALID', http_status: 400 });
    expect(json(refused.state).limits[0].limit).toBe(500);
  });

  it('lands the session summary beside the exclusion in flight, then the exclusion', () => {
    const summary = row('v1.RgAnswered', 5);
    expect(summary).toMatchObject({ status: 'submitting', action: 'exclude', command_id: 'rg-6' });
    expect(json(summary.summary)).toMatchObject({ stakes: 12.5, winnings: 30, net: 17.5 });
    expect(json(row('v1.RgAnswered', 6).state).exclusion).toEqual({
      period: '7d',
      starts_at: '2026-11-21T09:00:00.000Z',
      ends_at: '2026-11-28T09:00:00.000Z',
    });
    expect(row('v1.RgRefused', 2)).toMatchObject({ status: 'failed', code: 'EXCLUSION_NOT_LONGER' });
  });

  it('keeps the reality-check interval as chosen', () => {
    expect(row('v1.RgIntervalChanged').interval).toBe('30');
    expect(row('v1.RgIntervalChanged', 2).interval).toBe('0');
  });
});
