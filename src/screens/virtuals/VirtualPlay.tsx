// From a tapped virtual game to the player (issue 15, companion §2/§4 'Virtual games'): a visitor gets the prompt with
// its one button 'Login to Play' (it closes the prompt and opens login); a signed-in player launches at once, for real
// money (the command sends the player's id; once the server said real money is off here, the demo as demo_player). The
// returned URL always plays in the full-screen player with the virtual texts (spec: 'opens in the overlay'); a refusal
// is the page's dismissible red banner (GamePlay's LaunchError). Signing out, or leaving the page, closes the game.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useValue } from '../../data/hooks.ts';
import type { GameView } from '../../games/GameTile.tsx';
import { LaunchModal } from '../../games/LaunchModal.tsx';
import { PlayerOverlay } from '../../games/PlayerOverlay.tsx';
import type { GameLaunch } from '../../games/use-game-launch.ts';

export interface VirtualPlay {
  /** A tap on an available tile. */
  pick: (game: GameView) => void;
  /** The prompt or the player, when one is open. */
  view: ReactNode;
}

export function useVirtualPlay(launch: GameLaunch): VirtualPlay {
  const signedIn = (useValue('user_id') ?? '') !== '';
  const [playing, setPlaying] = useState('');
  const [prompt, setPrompt] = useState<GameView | null>(null);
  const { state } = launch;
  const close = useCallback(() => {
    launch.reset();
    setPlaying('');
  }, [launch]);
  const open = state.list === 'virtual' && (state.status === 'launching' || state.status === 'launched');
  const realOpen = open && state.mode === 'real';
  useEffect(() => {
    if (!signedIn && realOpen) {
      close();
    }
  }, [signedIn, realOpen, close]);
  // Leaving the page (a phone's back button over the player) closes the game: it does not reopen on the next visit.
  const leave = useRef({ open, reset: launch.reset });
  leave.current = { open, reset: launch.reset };
  useEffect(
    () => () => {
      if (leave.current.open) {
        leave.current.reset();
      }
    },
    [],
  );
  const pick = (game: GameView): void => {
    if (!signedIn) {
      setPrompt(game);
      return;
    }
    setPlaying(game.name);
    launch.launch('virtual', game.id, state.realOff ? 'demo' : 'real');
  };
  const dismiss = (): void => setPrompt(null);
  const view = (
    <>
      {prompt ? <LaunchModal game={prompt} realOff={state.realOff} loginOnly onReal={dismiss} onDemo={dismiss} onClose={dismiss} /> : null}
      {open ? (
        <PlayerOverlay name={playing || state.gameId} url={state.status === 'launched' ? state.url : ''} variant="virtual" onClose={close} />
      ) : null}
    </>
  );
  return { pick, view };
}
