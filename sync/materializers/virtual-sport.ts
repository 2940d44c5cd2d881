// The house virtual league in the store (issue 15): the last schedule of each league as one JSON cell (row id =
// league), replaced by every answer; the resource row says when it came. Registered late (registerVirtualSport):
// it loads with the /virtual-sport chunk, not with the home route.
import { addEventPayloads, type PayloadOf } from '../../schema/event.ts';
import { VirtualEventPayloads } from '../../schema/virtual-sport-events.ts';
import { registerMaterializers } from '../apply.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';

export function virtualScheduleLoaded(data: AppData, p: PayloadOf<'v1.VirtualScheduleLoaded'>, at: number): void {
  data.store.setRow('virtualSchedules', p.league, { data: JSON.stringify(p.schedule) });
  resourceLoaded(data, p.key, at);
}

let registered = false;

export function registerVirtualSport(): void {
  if (!registered) {
    registered = true;
    addEventPayloads(VirtualEventPayloads);
    registerMaterializers({ 'v1.VirtualScheduleLoaded': virtualScheduleLoaded });
  }
}
