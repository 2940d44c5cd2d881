// The composite home call lands as the separate calls would (sports, top leagues, the opening league's
// matches, mixed top matches, the opening sport's top sports) and marks each of their cache keys fresh at the
// event's time, so the home's widgets find their data without a request of their own until the TTLs run out.
// The phone home's banners (when the answer has them) land as a HOMEPAGE_MOBILE list would, fresh too.
// It lands in steps, first-screen parts first: the strips and banners, then the league the phone opens on,
// then the featured strip and Upcoming; the keys turn fresh only with the last step.
import type { PayloadOf } from '../../schema/event.ts';
import { LIST, type AppData } from '../store.ts';
import { sportsLoaded, topLeaguesLoaded, topSportsLoaded, replaceListSteps } from './catalog.ts';
import { resourceLoaded } from './resources.ts';
import { HOME_PART_KEYS } from '../resources.ts';
import { homepagePartKeys } from '../read/homepage.ts';
import { bannersLoaded } from './banners.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';

export function* homepageLoaded(data: AppData, p: PayloadOf<'v1.HomepageLoaded'>, at: number): Generator<void, void, void> {
  sportsLoaded(data, { key: HOME_PART_KEYS.sports, sports: p.sports });
  topLeaguesLoaded(data, { key: HOME_PART_KEYS.topLeagues, topLeagues: p.topLeagues });
  if (p.banners) {
    bannersLoaded(data, { bannerType: BANNER_TYPE.phone, banners: p.banners });
  }
  yield;
  if (p.league) {
    yield* replaceListSteps(data, LIST.tournament(p.league.id), p.league.matches);
  }
  yield* replaceListSteps(data, LIST.topSport('mixed', 'mixed'), p.topMatches);
  // The answer carries the opening sport's Upcoming list (older answers every sport's): each one it has is fresh.
  yield* topSportsLoaded(data, { key: p.key, list: 'top', sports: p.topSports, partial: true });
  homepagePartKeys(p).forEach((key) => {
    resourceLoaded(data, key, at);
  });
}
