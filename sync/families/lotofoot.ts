// The LotoFoot family (issue 14): the open weeks, the player's picks and tickets, and the ticket command. Loaded
// with the chunks that bring LotoFoot events, not with the home route.
import { LotofootEventPayloads } from '../../schema/lotofoot-events.ts';
import { LOTOFOOT_MATERIALIZERS } from '../materializers/lotofoot.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const lotofootFamily = defineFamily('lotofoot', {
  payloads: LotofootEventPayloads,
  materializers: LOTOFOOT_MATERIALIZERS,
  commands: {
    'v1.LotofootSubmitRequested': {
      handler: () => import('../lotofoot-command.ts').then((m) => m.lotofootSubmitCommand),
      outcomes: ['v1.LotofootSubmitted', 'v1.LotofootRefused'],
      failed: (p) => ({ type: 'v1.LotofootRefused', payload: { commandId: p.commandId, weekId: p.weekId, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addLotofootMaterializers = (): void => registerFamily(lotofootFamily);
