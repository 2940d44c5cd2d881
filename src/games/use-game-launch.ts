// The launch command as a screen sees it (issue 15): the store's launch row (launching, launched with its URL, refused
// with its code), and launch/reset, which only emit intents — the sync engine picks the call and sends it. The device
// (spec §7 'device') follows the app's 768 px breakpoint; the language is the player's, so the game page follows it.
import { useMemo, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../domain/constants.ts';
import type { GameMode } from '../../schema/game.ts';
import { launchGame, resetLaunch, type LaunchListName } from '../../sync/games.ts';
import { LAUNCH_ROW } from '../../sync/read/games.ts';
import { useEngine, useRow, useValue } from '../data/hooks.ts';

const QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** Whether the window is a desktop's (spec §9: 768 px), following resizes. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

export type LaunchStatus = 'idle' | 'launching' | 'launched' | 'refused';

export interface LaunchState {
  status: LaunchStatus;
  list: string;
  gameId: string;
  mode: GameMode | '';
  url: string;
  code: string;
  message: string;
  /** The server said real-money play is off here: real-money buttons explain why, only demo plays. */
  realOff: boolean;
}

export interface GameLaunch {
  state: LaunchState;
  launch: (list: LaunchListName, gameId: string, mode: GameMode) => void;
  reset: () => void;
}

export function useGameLaunch(): GameLaunch {
  const engine = useEngine();
  const row = useRow('gameLaunch', LAUNCH_ROW);
  const language = useValue('language') ?? 'en';
  const desktop = useDesktop();
  const state = useMemo<LaunchState>(
    () => ({
      status: (row.status || 'idle') as LaunchStatus,
      list: row.list ?? '',
      gameId: row.game_id ?? '',
      mode: (row.mode ?? '') as GameMode | '',
      url: row.url ?? '',
      code: row.code ?? '',
      message: row.message ?? '',
      realOff: (row.real_off ?? 0) === 1,
    }),
    [row],
  );
  return useMemo(
    () => ({
      state,
      launch: (list, gameId, mode) => {
        void launchGame(engine, { list, gameId, mode, device: desktop ? 'desktop' : 'mobile', language });
      },
      reset: () => resetLaunch(engine),
    }),
    [state, engine, desktop, language],
  );
}
