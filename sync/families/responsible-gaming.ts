// The responsible-gaming family: limits, self-exclusion, the reality check and their command. Loaded with its screens.
import { RgEventPayloads } from '../../schema/responsible-gaming-events.ts';
import { RG_MATERIALIZERS } from '../materializers/responsible-gaming.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const responsibleGamingFamily = defineFamily('responsibleGaming', {
  payloads: RgEventPayloads,
  materializers: RG_MATERIALIZERS,
  commands: {
    'v1.RgRequested': {
      handler: () => import('../rg-command.ts').then((m) => m.rgCommand),
      outcomes: ['v1.RgAnswered', 'v1.RgRefused'],
      failed: (p) => ({ type: 'v1.RgRefused', payload: { commandId: p.commandId, action: p.action, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addRgMaterializers = (): void => registerFamily(responsibleGamingFamily);
