// Client events of the house virtual league (issue 15): a league's schedule as the server answered it (GET
// /api/games/virtual/:league, a short-TTL cached read). Loaded with the /virtual-sport chunk, not the home route:
// schema/event.ts knows the type and takes the struct at run time through addEventPayloads.
import { string, type } from 'superstruct';
import { VirtualSchedule } from './virtual-sport.ts';

export const VirtualEventPayloads = {
  'v1.VirtualScheduleLoaded': type({ key: string(), league: string(), schedule: VirtualSchedule }),
} as const;
