// The composite home call lands as the separate calls would (sports, top leagues, mixed top matches, top
// sports, the opening league's matches), and marks each of their cache keys fresh at the event's time, so
// the home's widgets find their data without a request of their own until the TTLs run out.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';
import { sportsLoaded, topLeaguesLoaded, topSportsLoaded, matchesLoaded } from './catalog.ts';
import { resourceLoaded } from './resources.ts';
import { HOME_PART_KEYS } from '../resources.ts';

export function homepageLoaded(data: AppData, p: PayloadOf<'v1.HomepageLoaded'>, at: number): void {
  sportsLoaded(data, { key: HOME_PART_KEYS.sports, sports: p.sports });
  topLeaguesLoaded(data, { key: HOME_PART_KEYS.topLeagues, topLeagues: p.topLeagues });
  topSportsLoaded(data, { key: HOME_PART_KEYS.mixed, list: 'mixed', sports: [{ sport_id: 'mixed', sport_name: 'Top Matches', matches: p.topMatches }] });
  topSportsLoaded(data, { key: HOME_PART_KEYS.topSports, list: 'top', sports: p.topSports });
  const keys: string[] = [HOME_PART_KEYS.sports, HOME_PART_KEYS.topLeagues, HOME_PART_KEYS.mixed, HOME_PART_KEYS.topSports];
  if (p.league) {
    const key = HOME_PART_KEYS.matches(p.league.id);
    matchesLoaded(data, { key, tournamentId: p.league.id, matches: p.league.matches });
    keys.push(key);
  }
  keys.forEach((key) => resourceLoaded(data, key, at));
}
