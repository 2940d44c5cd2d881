// The desktop casino lobby (companion §2 'Casino lobby (desktop/simple variant)', issue 15): banner, the provider tab
// strip (TOP, the featured games, first; then the providers in spec §9's order), 'Search games...', the dismissible
// launch-error banner, a 6-column grid, a 12-card skeleton while loading, the error panel 'Something went wrong' with
// 'Try Again', and 'No games available' / 'Try selecting a different provider or adjusting your search' when empty.
import { useState } from 'react';
import { TAB_LABELS } from '../../../domain/games-lobby.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useGridColumns } from '../../games/GameGrid.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { GamePlay } from '../../games/GamePlay.tsx';
import { GamesArea } from '../../games/GamesArea.tsx';
import { GameSearch } from '../../games/GameSearch.tsx';
import { Lobby, Tabs, Tools } from './casino-style.ts';
import { LobbyBanner, type LobbyProps } from './LobbyParts.tsx';
import { useLobbyGames, useProviders } from './use-casino.ts';

export function DesktopLobby({ selection, search, launch, choose, setSearch }: LobbyProps) {
  const t = useT();
  const columns = useGridColumns(true);
  const providers = useProviders('desktop');
  const list = useLobbyGames(selection, search);
  const [chosen, setChosen] = useState<GameView | null>(null);
  const top = selection.kind === 'tab';
  return (
    <Lobby data-testid="casino" data-layout="desktop">
      <LobbyBanner selection={selection} />
      <Tools>
        <Tabs aria-label={t('games.providers')}>
          <button type="button" data-testid="provider-tab-top" aria-pressed={top} onClick={() => choose({ kind: 'tab', tab: 'topmatches' })}>
            {TAB_LABELS.topmatches}
          </button>
          {providers.map((p) => (
            <button
              key={p.id}
              type="button"
              data-testid="provider-tab"
              data-provider={p.id}
              aria-pressed={selection.kind === 'provider' && selection.id === p.id}
              onClick={() => choose({ kind: 'provider', id: p.id })}
            >
              {p.display_name}
            </button>
          ))}
        </Tabs>
        <GameSearch label={t('games.searchDesktop')} value={search} onChange={setSearch} />
      </Tools>
      <GamesArea list="lobby" launch={launch} read={list} columns={columns} failed={{ title: t('games.somethingWrong') }} onPick={setChosen} />
      <GamePlay list="lobby" launch={launch} chosen={chosen} onChosenClose={() => setChosen(null)} />
    </Lobby>
  );
}
