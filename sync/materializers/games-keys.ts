// What the home route knows of the casino (issue 15): the launch row's id, and sign-out's forgetting of the launch
// (a real-money game of the player who left is closed; its token belonged to them). Everything else loads late.
import type { AppData } from '../store.ts';

export const LAUNCH_ROW = 'current';

export function gameLaunchForgotten({ store }: AppData): void {
  store.delTable('gameLaunch');
}
