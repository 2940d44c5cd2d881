// The full-screen game player (spec §2 mobile screen a and 'Game player', issue 15): the game runs in an embedded frame
// allowing fullscreen, autoplay, encrypted media, gyroscope and accelerometer; page scroll is locked while it is open;
// a red close button sits top right. Until the frame has loaded: a spinner, 'Loading {game}...' and 'Please wait while
// the game loads'. A frame that has not loaded after FRAME_GIVE_UP_MS shows the failure view ('Failed to Load Game')
// with Try Again (reloads the frame) and Close. The virtual games page uses the same player with its own texts.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { Action, Player } from './games-style.ts';

/** Ours (the spec names none): a game page not loaded by then is taken as failed. */
export const FRAME_GIVE_UP_MS = 20_000;
const ALLOW = 'fullscreen; autoplay; encrypted-media; gyroscope; accelerometer';

const TEXTS: Record<'casino' | 'virtual', { wait: MessageId; failed: MessageId; why: MessageId }> = {
  casino: { wait: 'games.player.wait', failed: 'games.player.failed', why: 'games.player.why' },
  virtual: { wait: 'games.player.waitVirtual', failed: 'games.player.failedVirtual', why: 'games.player.whyVirtual' },
};

interface Props {
  name: string;
  /** '' while the launch is under way. */
  url: string;
  variant?: 'casino' | 'virtual';
  onClose: () => void;
}

/**
 * Open players hold the page's scroll, counted: two overlays whose lives overlap (a relaunch) once left the page
 * locked, the second having kept the first's 'hidden' as the value to put back. Held in the commit, not after it.
 */
let scrollLocks = 0;
let scrollBefore = '';
function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    scrollBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      document.body.style.overflow = scrollBefore;
    }
  };
}

export function PlayerOverlay({ name, url, variant = 'casino', onClose }: Props) {
  const t = useT();
  const texts = TEXTS[variant];
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useLayoutEffect(lockScroll, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try Again) or a new URL starts the wait again
  useEffect(() => {
    setState('loading');
    if (!url) {
      return undefined;
    }
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), FRAME_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [url, attempt]);
  return (
    <Player data-testid="game-player" role="dialog" aria-modal="true" aria-label={name}>
      {url && state !== 'failed' ? (
        <iframe
          key={attempt}
          data-testid="game-frame"
          title={name}
          src={url}
          allow={ALLOW}
          allowFullScreen
          onLoad={() => setState((s) => (s === 'loading' ? 'loaded' : s))}
        />
      ) : null}
      {state === 'loading' ? (
        <div className="veil" data-testid="player-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <strong>{t('games.player.loading', { game: name })}</strong>
          <p>{t(texts.wait)}</p>
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className="veil" data-testid="player-failed" role="alert">
          <strong>{t(texts.failed)}</strong>
          <p>{t(texts.why)}</p>
          <div className="buttons">
            <Action type="button" data-primary="" onClick={() => setAttempt((a) => a + 1)}>
              {t('state.tryAgain')}
            </Action>
            <Action type="button" onClick={onClose}>
              {t('games.close')}
            </Action>
          </div>
        </div>
      ) : null}
      <button type="button" className="close" data-testid="player-close" aria-label={t('games.close')} onClick={onClose}>
        ×
      </button>
    </Player>
  );
}
