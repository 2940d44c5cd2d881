// One game of a grid (issue 15): the thumbnail (loaded lazily; a placeholder when there is none or it fails), the name
// and provider, the badges NEW, HOT (popular) and JACKPOT, and for an unavailable game the 'Unavailable' overlay at
// reduced opacity: such a tile cannot open (spec §2). The tap goes to the screen, which opens the launch modal. The
// virtual games page shows a flag in place of a missing thumbnail (placeholder 'flag').
import { memo, useState } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';
import { Tile } from './games-style.ts';

export interface GameView {
  id: string;
  name: string;
  thumbnail: string;
  provider: string;
  providerName: string;
  type: string;
  available: boolean;
  hasDemo: boolean;
  isNew: boolean;
  is_popular: boolean;
  isJackpot: boolean;
}

/** What stands in for a missing thumbnail: the plain gradient, or (the virtual games) a flag. */
export type TilePlaceholder = 'plain' | 'flag';

interface TileProps {
  game: GameView;
  onPick: (game: GameView) => void;
  placeholder?: TilePlaceholder;
}

const Flag = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="40"
    height="40"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
    <line x1="4" y1="22" x2="4" y2="15" />
  </svg>
);

export const GameTile = memo(function GameTile({ game, onPick, placeholder = 'plain' }: TileProps) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  return (
    <Tile
      type="button"
      data-testid="game-tile"
      data-game={game.id}
      aria-disabled={game.available ? undefined : 'true'}
      onClick={() => {
        if (game.available) {
          onPick(game);
        }
      }}
    >
      {game.thumbnail && !broken ? (
        <img className="thumb" src={game.thumbnail} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <span className="thumb" aria-hidden="true" data-placeholder={placeholder} data-testid="tile-placeholder">
          {placeholder === 'flag' ? <Flag /> : null}
        </span>
      )}
      <span className="name">{game.name}</span>
      <span className="provider">{game.providerName}</span>
      <span className="badges">
        {game.isNew ? <span className="badge">{t('games.badge.new')}</span> : null}
        {game.is_popular ? (
          <span className="badge" data-kind="hot">
            {t('games.badge.hot')}
          </span>
        ) : null}
        {game.isJackpot ? (
          <span className="badge" data-kind="jackpot">
            {t('games.badge.jackpot')}
          </span>
        ) : null}
      </span>
      {game.available ? null : <span className="unavailable">{t('games.unavailable')}</span>}
    </Tile>
  );
});
