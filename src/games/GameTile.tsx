// One game of a grid (issue 15): the thumbnail (loaded lazily; a placeholder when there is none or it fails), the name
// and provider, the badges NEW, HOT (popular) and JACKPOT, and for an unavailable game the 'Unavailable' overlay at
// reduced opacity: such a tile cannot open (spec §2). The tap goes to the screen, which opens the launch modal.
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

export const GameTile = memo(function GameTile({ game, onPick }: { game: GameView; onPick: (game: GameView) => void }) {
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
        <span className="thumb" aria-hidden="true" />
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
