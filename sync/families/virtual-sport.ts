// The house virtual league's family (issue 15): each league's schedule. Loaded with the /virtual-sport chunk.
import { VirtualEventPayloads } from '../../schema/virtual-sport-events.ts';
import { virtualScheduleLoaded } from '../materializers/virtual-sport.ts';
import { defineFamily } from './define.ts';
import { registerFamily } from './runtime.ts';

export const virtualSportFamily = defineFamily('virtualSport', {
  payloads: VirtualEventPayloads,
  materializers: { 'v1.VirtualScheduleLoaded': virtualScheduleLoaded },
  commands: {},
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const registerVirtualSport = (): void => registerFamily(virtualSportFamily);
