// The composite home call's read side: the cache keys one answer fills. The homepage materializer marks them all
// fresh when the answer lands, and the offline-copy operator marks them all stale when the answer was the service
// worker's cached copy; both take the list from here, so a part added to the answer is never fresh on one path
// and forgotten on the other.
import type { PayloadOf } from '../../schema/event.ts';
import { HOME_PART_KEYS, bannersKey } from '../resources.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';

/** The cache keys one composite answer fills (all fresh at its time; an offline copy marks them all stale). */
export function homepagePartKeys(p: PayloadOf<'v1.HomepageLoaded'>): string[] {
  return [
    HOME_PART_KEYS.sports,
    HOME_PART_KEYS.topLeagues,
    HOME_PART_KEYS.mixed,
    ...(p.banners ? [bannersKey(BANNER_TYPE.phone)] : []),
    ...(p.league ? [HOME_PART_KEYS.matches(p.league.id)] : []),
    ...p.topSports.map((s) => HOME_PART_KEYS.topSports(s.sport_id)),
  ];
}
