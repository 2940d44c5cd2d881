// From a tapped tile to a playing game (issue 15), shared by every game list: the launch modal for the chosen game,
// then the launch command's state — launching and a same-origin game (or any game on a phone) in the full-screen
// player overlay, another origin's game on a desktop in the pop-up launcher — and, for a refusal, the dismissible
// error banner (LaunchError) the list shows above its grid. Closing any of them sends the launch back to idle; so does
// signing out while a real-money game is open.
import { useCallback, useEffect, useState } from 'react';
import { playerFor } from '../../domain/games-lobby.ts';
import type { LaunchListName } from '../../sync/games.ts';
import { useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import type { GameView } from './GameTile.tsx';
import { LaunchModal, type LaunchLabels } from './LaunchModal.tsx';
import { LauncherDialog } from './LauncherDialog.tsx';
import { PlayerOverlay } from './PlayerOverlay.tsx';
import { launchText } from './launch-text.ts';
import { useDesktop, type GameLaunch } from './use-game-launch.ts';
import { ErrorBanner } from './games-style.ts';

interface Props {
  list: LaunchListName;
  launch: GameLaunch;
  chosen: GameView | null;
  onChosenClose: () => void;
  showType?: boolean;
  variant?: 'casino' | 'virtual';
  /** The list's own names for the modal's buttons and prompt. */
  labels?: LaunchLabels;
}

export function GamePlay({ list, launch, chosen, onChosenClose, showType, variant, labels }: Props) {
  const desktop = useDesktop();
  const [playing, setPlaying] = useState<string>('');
  const { state } = launch;
  const name = playing || state.gameId;
  const close = useCallback(() => {
    launch.reset();
    setPlaying('');
  }, [launch]);
  // A real-money game belongs to the player who launched it: signing out closes it.
  const signedIn = (useValue('user_id') ?? '') !== '';
  const realOpen = state.mode === 'real' && (state.status === 'launching' || state.status === 'launched');
  useEffect(() => {
    if (!signedIn && realOpen) {
      close();
    }
  }, [signedIn, realOpen, close]);
  const start = (mode: 'real' | 'demo'): void => {
    if (!chosen) {
      return;
    }
    setPlaying(chosen.name);
    launch.launch(list, chosen.id, mode);
    onChosenClose();
  };
  const mine = state.list === list;
  let player = null;
  if (mine && state.status === 'launching') {
    player = <PlayerOverlay name={name} url="" variant={variant} onClose={close} />;
  } else if (mine && state.status === 'launched') {
    player =
      playerFor(state.url, window.location.origin, desktop ? 'desktop' : 'mobile') === 'overlay' ? (
        <PlayerOverlay name={name} url={state.url} variant={variant} onClose={close} />
      ) : (
        <LauncherDialog url={state.url} name={name} onClose={close} />
      );
  }
  return (
    <>
      {chosen ? (
        <LaunchModal
          game={chosen}
          realOff={state.realOff}
          showType={showType}
          labels={labels}
          onReal={() => start('real')}
          onDemo={() => start('demo')}
          onClose={onChosenClose}
        />
      ) : null}
      {player}
    </>
  );
}

/** The dismissible banner of a refused launch of this list (spec §2), its text by code. */
export function LaunchError({ list, launch }: { list: LaunchListName; launch: GameLaunch }) {
  const t = useT();
  const { state } = launch;
  if (state.status !== 'refused' || state.list !== list) {
    return null;
  }
  return (
    <ErrorBanner role="alert" data-testid="launch-error" data-code={state.code}>
      <span>{launchText(t, { code: state.code, message: state.message, mode: state.mode, list })}</span>
      <button type="button" aria-label={t('games.close')} onClick={launch.reset}>
        ×
      </button>
    </ErrorBanner>
  );
}
