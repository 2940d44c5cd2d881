// The phone's casino lobby (companion §2 mobile screen a, issue 15): header banner, the shortcut buttons TOP, CRASH,
// KENO, FRUITS, PLINKO, MINES, WHEEL, the provider picker ('SELECT PROVIDER', else the chosen provider in capitals)
// beside 'Search Games', the launch-error banner, and the grid (2 columns, 3 on wider phones) with each curated tab's
// empty text and its search variant. Choosing a shortcut or a provider clears the search and any launch error.
import { useState } from 'react';
import { CASINO_TABS, emptyText, providerLabel, TAB_LABELS, type CasinoTab } from '../../../domain/games-lobby.ts';
import { EmptyState } from '../../components/states.tsx';
import { failureText } from '../../components/error-text.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import { useGridColumns } from '../../games/GameGrid.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { GamePlay } from '../../games/GamePlay.tsx';
import { GamesArea } from '../../games/GamesArea.tsx';
import { GameSearch } from '../../games/GameSearch.tsx';
import { Lobby, Shortcuts, Tools } from './casino-style.ts';
import { LobbyBanner, ProviderPicker, type LobbyProps } from './LobbyParts.tsx';
import { useLobbyGames, useProviders } from './use-casino.ts';

const EMPTY_IDS: Record<CasinoTab, [MessageId, MessageId]> = {
  topmatches: ['games.empty.topmatches', 'games.emptySearch.topmatches'],
  crash: ['games.empty.crash', 'games.emptySearch.crash'],
  keno: ['games.empty.keno', 'games.emptySearch.keno'],
  fruits: ['games.empty.fruits', 'games.emptySearch.fruits'],
  plinko: ['games.empty.plinko', 'games.emptySearch.plinko'],
  mines: ['games.empty.mines', 'games.emptySearch.mines'],
  wheel: ['games.empty.wheel', 'games.emptySearch.wheel'],
};

export function MobileLobby({ selection, search, launch, choose, setSearch }: LobbyProps) {
  const t = useT();
  const columns = useGridColumns(false);
  const providers = useProviders('mobile');
  const list = useLobbyGames(selection, search);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<GameView | null>(null);
  const empty = emptyText(selection, search);
  return (
    <Lobby data-testid="casino" data-layout="mobile">
      <LobbyBanner selection={selection} />
      <Shortcuts aria-label={t('games.categories')}>
        {CASINO_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            data-testid={`shortcut-${tab}`}
            aria-pressed={selection.kind === 'tab' && selection.tab === tab}
            onClick={() => choose({ kind: 'tab', tab })}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </Shortcuts>
      <Tools>
        <button type="button" className="picker" data-testid="provider-button" onClick={() => setPicking(true)}>
          {providerLabel(selection, providers) ?? t('games.selectProvider')} ▾
        </button>
        <GameSearch label={t('games.searchGames')} value={search} onChange={setSearch} />
      </Tools>
      <GamesArea
        list="lobby"
        launch={launch}
        read={list}
        columns={columns}
        failed={{ title: failureText(t, list.state.error || 'GAMES_FAILED') }}
        onPick={setChosen}
        empty={empty.tab === null ? undefined : <EmptyState title={t(EMPTY_IDS[empty.tab][empty.search ? 1 : 0])} />}
      />
      {picking ? (
        <ProviderPicker
          providers={providers}
          selection={selection}
          onClose={() => setPicking(false)}
          onPick={(id) => {
            setPicking(false);
            choose({ kind: 'provider', id });
          }}
        />
      ) : null}
      <GamePlay list="lobby" launch={launch} chosen={chosen} onChosenClose={() => setChosen(null)} />
    </Lobby>
  );
}
