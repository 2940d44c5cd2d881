// The game launcher dialog (spec §2 'Game launcher dialog', §4, §9; issue 15): opens a game of another origin in a
// 1200×800 pop-up window. States: launching; launched ('Game Launched Successfully!', 'Close This Dialog', 'Focus Game
// Window'); error ('Launch Failed', the message, 'Try Again', 'Cancel', and a tip when the message says the pop-up was
// blocked). The window is polled every second: once the player closes it the dialog closes; polling gives up after 5
// minutes. A browser blocks a pop-up opened after an answer arrived (no tap): Try Again is a tap, and opens it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { Action, Sheet } from './games-style.ts';

export const POPUP_FEATURES = 'width=1200,height=800,resizable=yes,scrollbars=yes';
export const POLL_MS = 1000;
export const GIVE_UP_MS = 5 * 60_000;
const BLOCKED = 'POPUP_BLOCKED';

interface Props {
  url: string;
  name: string;
  /** The text of a launch that failed before a URL came ('' when there is a URL to open). */
  error?: string;
  onClose: () => void;
  /** Try Again after a failed launch: the screen launches again. */
  onRelaunch?: () => void;
  /** Opens a window (window.open by default; tests give their own). */
  open?: (url: string) => Window | null;
}

/** Opens the pop-up blank, cuts its way back to this page (a supplier page must not navigate the lobby), then loads the game. */
function openDetached(url: string): Window | null {
  const win = window.open('about:blank', 'birrbet-game', POPUP_FEATURES);
  if (win) {
    win.opener = null;
    win.location.href = url;
  }
  return win;
}

export function LauncherDialog({ url, name, error = '', onClose, onRelaunch, open }: Props) {
  const t = useT();
  const popup = useRef<Window | null>(null);
  const [state, setState] = useState<'launching' | 'launched' | 'error'>(error ? 'error' : 'launching');
  const [message, setMessage] = useState(error);
  const tryOpen = useCallback(() => {
    const win = url ? (open ?? openDetached)(url) : null;
    if (!win) {
      setMessage(BLOCKED);
      setState('error');
      return;
    }
    popup.current = win;
    setState('launched');
  }, [url, open]);
  useEffect(() => {
    if (!error) {
      tryOpen();
    }
  }, [error, tryOpen]);
  useEffect(() => {
    if (state !== 'launched') {
      return undefined;
    }
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (popup.current?.closed) {
        window.clearInterval(timer);
        onClose();
      } else if (Date.now() - started >= GIVE_UP_MS) {
        window.clearInterval(timer);
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, onClose]);
  const shown = message === BLOCKED ? t('games.err.popup') : message;
  return (
    <Sheet>
      <div role="dialog" aria-modal="true" aria-label={name} data-testid="launcher-dialog" data-state={state}>
        <header>
          <div>
            <h2>{name}</h2>
          </div>
        </header>
        {state === 'launching' ? <p role="status">{t('games.player.loading', { game: name })}</p> : null}
        {state === 'launched' ? (
          <>
            <p className="ok">{t('games.launcher.launched')}</p>
            <div className="actions">
              <Action type="button" data-primary="" onClick={() => popup.current?.focus()}>
                {t('games.launcher.focus')}
              </Action>
              <Action type="button" onClick={onClose}>
                {t('games.launcher.close')}
              </Action>
            </div>
          </>
        ) : null}
        {state === 'error' ? (
          <>
            <p className="bad">{t('games.launcher.failed')}</p>
            <p role="alert">{shown}</p>
            {shown.includes('Pop-up blocked') || message === BLOCKED ? <p className="tip">{t('games.launcher.popupTip')}</p> : null}
            <div className="actions">
              <Action type="button" data-primary="" onClick={url ? tryOpen : onRelaunch}>
                {t('state.tryAgain')}
              </Action>
              <Action type="button" onClick={onClose}>
                {t('games.launcher.cancel')}
              </Action>
            </div>
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
