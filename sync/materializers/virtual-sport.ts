// The house virtual league in the store (issue 15): the last schedule of each league as one JSON cell (row id =
// league), replaced by every answer; the resource row says when it came. Registered late (sync/families/virtual-sport.ts):
// it loads with the /virtual-sport chunk, not with the home route.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';

export function virtualScheduleLoaded(data: AppData, p: PayloadOf<'v1.VirtualScheduleLoaded'>, at: number): void {
  data.store.setRow('virtualSchedules', p.league, { data: JSON.stringify(p.schedule) });
  resourceLoaded(data, p.key, at);
}
