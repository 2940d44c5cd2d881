// The casino family (issue 15): games lists, providers and the launch command. Loaded with the casino chunks.
import { GameEventPayloads } from '../../schema/game-events.ts';
import { GAME_MATERIALIZERS } from '../materializers/games.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const gamesFamily = defineFamily('games', {
  payloads: GameEventPayloads,
  materializers: GAME_MATERIALIZERS,
  commands: {
    'v1.GameLaunchRequested': {
      handler: () => import('../games-command.ts').then((m) => m.gameLaunchCommand),
      outcomes: ['v1.GameLaunched', 'v1.GameLaunchRefused'],
      failed: (p) => ({ type: 'v1.GameLaunchRefused', payload: { requestId: p.requestId, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addGameMaterializers = (): void => registerFamily(gamesFamily);
