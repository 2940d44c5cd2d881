// The launch modal (spec §2, issue 15): its header names the game and provider (and the game type when the list has
// one). A visitor reads 'Login to play with real money or try the demo version' with 'Login to Play' (opens login the
// way every screen does: the setActiveSection window event) and 'Try Demo'; a signed-in player gets 'Play for Real
// Money' and 'Try Demo'. 'Try Demo' shows only when the game has a demo. Once the server said real-money play is off
// here, the real-money button is disabled and the refusal text says why: only the demo plays. The virtual games page's
// guest prompt (loginOnly, spec §4) has one button, 'Login to Play', under 'Please log in to play this game'.
import { useEscape } from '../components/use-escape.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useValue } from '../data/hooks.ts';
import type { MessageId } from '../i18n/messages.ts';
import type { GameView } from './GameTile.tsx';
import { Action, Sheet } from './games-style.ts';

interface Props {
  game: GameView;
  realOff: boolean;
  showType?: boolean;
  /** The list's own names for the buttons and the visitor's prompt. */
  labels?: LaunchLabels;
  /** A visitor's prompt with the one button 'Login to Play' (the virtual games). */
  loginOnly?: boolean;
  onReal: () => void;
  onDemo: () => void;
  onClose: () => void;
}

/** A list's own names (the frozen casino's 'Real Money' / 'Demo Mode', InBet's 'Play Now'), and the visitor's prompt
 *  for a game without a demo ('Please log in to play this game'). */
export interface LaunchLabels {
  real?: MessageId;
  demo?: MessageId;
  prompt?: MessageId;
}

export const openLogin = (): void => {
  window.dispatchEvent(new CustomEvent('setActiveSection', { detail: 'login' }));
};

export function LaunchModal({ game, realOff, showType, labels, loginOnly, onReal, onDemo, onClose }: Props) {
  const t = useT();
  const signedIn = (useValue('user_id') ?? '') !== '';
  useEscape(onClose);
  const demo =
    game.hasDemo && !loginOnly ? (
      <Action type="button" data-testid="try-demo" onClick={onDemo}>
        {t(labels?.demo ?? 'games.tryDemo')}
      </Action>
    ) : null;
  return (
    <Sheet
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          onClose();
        }
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="launch-title" data-testid="launch-modal">
        <header>
          <div>
            <h2 id="launch-title">{game.name}</h2>
            <div className="sub">{showType && game.type ? `${game.providerName} · ${game.type}` : game.providerName}</div>
          </div>
          <button type="button" className="close" aria-label={t('games.close')} onClick={onClose}>
            ×
          </button>
        </header>
        {signedIn ? null : <p>{labels?.prompt ? t(labels.prompt) : t(loginOnly ? 'games.err.login' : 'games.loginOrDemo')}</p>}
        <div className="actions">
          {signedIn ? (
            <Action type="button" data-primary="" data-testid="play-real" disabled={realOff} onClick={onReal}>
              {t(labels?.real ?? 'games.playReal')}
            </Action>
          ) : (
            <Action
              type="button"
              data-primary=""
              data-testid="login-to-play"
              onClick={() => {
                onClose();
                openLogin();
              }}
            >
              {t('games.loginToPlay')}
            </Action>
          )}
          {signedIn && realOff ? (
            <p className="why" data-testid="real-off">
              {t('games.err.realMoneyOff')}
            </p>
          ) : null}
          {demo}
        </div>
      </div>
    </Sheet>
  );
}
