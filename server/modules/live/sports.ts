// The sports played live, by the feed's sport id (catalog/feed/sports.ts SPORT_IDS): the embedded engine has a match
// model for these three, and a state read of any other match folds as football (a feed may write its events).
import { FIBA_FORMAT, NBA_FORMAT, type BasketballFormat } from './play-basketball.ts';
import type { LiveSport } from './timeline.ts';

export const LIVE_SPORTS: Readonly<Record<string, LiveSport>> = { '1': 'football', '2': 'basketball', '5': 'tennis' };

const NBA_TOURNAMENT = 'sr:tournament:132';

/** The quarters a basketball tournament plays: the NBA's 4 × 12 min, everyone else's FIBA 4 × 10. */
export const basketballFormatOf = (tournamentId: string): BasketballFormat => (tournamentId === NBA_TOURNAMENT ? NBA_FORMAT : FIBA_FORMAT);
