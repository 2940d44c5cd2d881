// Banners, proven on a stream recorded from the real server (scripts/record-banners-stream.ts, fresh
// database): the composite home call brings the three seeded phone banners in order and marks them fresh;
// the desktop list is its own; an operator's new banner arrives as BANNER_UPDATE, which outdates the phone
// list (still shown); the list asked again has the new banner first; then the network fails and the phone
// list keeps its copy, marked stale.
import { describe, it, expect } from 'vitest';
import { createAppData, INDEX } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';
import { recordedStream } from './stream.ts';

const { lines, events, quiet, replayUpTo } = recordedStream('banners');
const srcs = (data: ReturnType<typeof createAppData>, type: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.bannersByType, type).map((id) => data.store.getCell('banners', id, 'src') ?? '');
const PHONE = `banners:${BANNER_TYPE.phone}`;
const SEEDED = ['/banners/phone-league.svg', '/banners/phone-express.svg', '/banners/phone-pay.svg'];

describe('replaying banners.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: lines.length, dropped: 0 });
  });

  it('the composite home call lands the seeded phone banners in order, fresh; the desktop ones are their own list', () => {
    const home = events.find((e) => e.type === 'v1.HomepageLoaded')!;
    const data = replayUpTo('v1.BannersLoaded');
    expect(srcs(data, BANNER_TYPE.phone)).toEqual(SEEDED);
    expect(data.store.getRow('resources', PHONE)).toMatchObject({ status: 'ready', fetched_at: home.at });
    expect(srcs(data, BANNER_TYPE.desktop)).toEqual(['/banners/desktop-league.svg', '/banners/desktop-ticket.svg']);
    expect(data.store.getRow('banners', `${BANNER_TYPE.phone}|demo:birrbet-demo:phone-league`)).toMatchObject({ position: 0, link: '/sports' });
  });

  it('BANNER_UPDATE outdates the phone list only, and its banners stay shown until the new list lands', () => {
    const data = replayUpTo('v1.BannersChanged');
    expect(data.store.getCell('resources', PHONE, 'outdated')).toBe(true);
    expect(data.store.getCell('resources', PHONE, 'fetched_at')).toBeGreaterThan(0);
    expect(data.store.getCell('resources', `banners:${BANNER_TYPE.desktop}`, 'outdated')).toBeFalsy();
    expect(srcs(data, BANNER_TYPE.phone)).toEqual(SEEDED);
  });

  it('the refetched list has the operator banner (order 0) first', () => {
    const data = replayUpTo('v1.BannersLoaded', 2);
    expect(srcs(data, BANNER_TYPE.phone)).toEqual(['/banners/phone-express.svg', ...SEEDED]);
    const first = data.indexes.getSliceRowIds(INDEX.bannersByType, BANNER_TYPE.phone)[0] ?? '';
    expect(data.store.getCell('banners', first, 'link')).toBe('/check-ticket');
    expect(data.store.getCell('resources', PHONE, 'fetched_at')).toBeGreaterThan(0);
  });

  it("a failed refresh keeps the last list, marked stale with the read's failure code", () => {
    const online = replayUpTo('v1.BannersLoaded', 2);
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    expect(data.store.getRow('resources', PHONE)).toMatchObject({
      status: 'stale',
      code: 'BANNERS_FAILED',
      fetched_at: online.store.getCell('resources', PHONE, 'fetched_at'),
    });
    expect(srcs(data, BANNER_TYPE.phone)).toEqual(srcs(online, BANNER_TYPE.phone));
  });
});
