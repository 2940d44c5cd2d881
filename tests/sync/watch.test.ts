// What is on screen: interest is counted per key (two widgets on one list hold it until both let go), a
// release counts once however often it is called, and the latest definition of a key is the one refetched.
import { describe, expect, it } from 'vitest';
import { createWatchlist } from '../../sync/watch.ts';
import { bannersResource, sportsResource } from '../../sync/resources.ts';
import { historyResource } from '../../sync/history.ts';

const keys = (list: ReturnType<typeof createWatchlist>, prefix = ''): string[] => list.matching(prefix).map((r) => r.key);

describe('watchlist', () => {
  it('holds a key until every watcher has released it, and a second release of one watcher does nothing', () => {
    const list = createWatchlist();
    const first = list.watch(sportsResource());
    const second = list.watch(sportsResource());
    first();
    first();
    expect(keys(list)).toEqual(['sports']);
    second();
    expect(keys(list)).toEqual([]);
  });

  it('selects by key prefix and keeps the latest definition of a key', () => {
    const list = createWatchlist();
    list.watch(bannersResource('HOMEPAGE_MOBILE'));
    list.watch(sportsResource());
    const session = { token: 't', merchantId: 'm' };
    list.watch(historyResource({ userId: '1', session, status: 'ALL', period: 'all', offset: 0, nowMs: 0 }));
    list.watch(historyResource({ userId: '1', session: { ...session, token: 'new' }, status: 'ALL', period: 'all', offset: 0, nowMs: 0 }));
    expect(keys(list, 'banners:')).toEqual(['banners:HOMEPAGE_MOBILE']);
    expect(list.matching('history:').map((r) => r.session?.token)).toEqual(['new']);
    expect(keys(list)).toHaveLength(3);
  });
});
