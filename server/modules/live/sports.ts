// The sports played live, by the feed's sport id (catalog/feed/sports.ts SPORT_IDS): the embedded engine has a match
// model for these three, and a state read of any other match folds as football (a feed may write its events).
import type { LiveSport } from './timeline.ts';

export const LIVE_SPORTS: Readonly<Record<string, LiveSport>> = { '1': 'football', '2': 'basketball', '5': 'tennis' };
