// Route /abcd (companion §2 mobile screen b, §4, §5, §8; issue 15): the supplier list — a banner, the provider (brand)
// tabs with ALL first, 'Search Games' (on the name and the brand), the launch-error banner and the grid (2 columns on
// phones, 3 on wider ones, 6 on desktop). A tap opens the launch modal: 'Play for Real Money' or 'Login to Play', and
// 'Try Demo'. Choosing a tab clears the search and any launch error. The list is sync/game-lists.ts's cached read.
import { useMemo, useState } from 'react';
import { brandTabs, supplierGames } from '../../../domain/games-lobby.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useGridColumns } from '../../games/GameGrid.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { GamePlay } from '../../games/GamePlay.tsx';
import { GamesArea } from '../../games/GamesArea.tsx';
import { GameSearch } from '../../games/GameSearch.tsx';
import { useDesktop, useGameLaunch } from '../../games/use-game-launch.ts';
import { useListChoice } from '../../games/use-list-choice.ts';
import { Banner, Lobby, Tabs } from '../casino/casino-style.ts';
import { Search } from './lists-style.ts';
import { listFailure, useSupplierList } from './use-game-lists.ts';

export function AbcdScreen() {
  const t = useT();
  const desktop = useDesktop();
  const columns = useGridColumns(desktop);
  const launch = useGameLaunch();
  const read = useSupplierList();
  const { value: brand, choose, search, setSearch } = useListChoice<string | null>(null, launch);
  const [chosen, setChosen] = useState<GameView | null>(null);
  const withBrand = useMemo(() => read.games.map((g) => ({ ...g, brand: g.providerName })), [read.games]);
  const brands = useMemo(() => brandTabs(withBrand), [withBrand]);
  const shown = useMemo(() => supplierGames(withBrand, brand, search), [withBrand, brand, search]);
  return (
    <Lobby data-testid="abcd" data-layout={desktop ? 'desktop' : 'mobile'}>
      <Banner>
        <h1>{t('games.abcd.title')}</h1>
        <p>{t('games.abcd.tagline')}</p>
      </Banner>
      <Tabs aria-label={t('games.providers')} data-testid="brand-tabs">
        {[null, ...brands].map((b) => (
          <button key={b ?? ''} type="button" aria-pressed={brand === b} data-testid="brand-tab" onClick={() => choose(b)}>
            {b ?? t('games.lists.all')}
          </button>
        ))}
      </Tabs>
      <GameSearch label={t('games.searchGames')} value={search} onChange={setSearch} Input={Search} />
      <GamesArea
        list="supplier"
        launch={launch}
        read={{ state: read.state, games: shown, loaded: read.loaded }}
        columns={columns}
        failed={{ title: listFailure(t, read) }}
        onPick={setChosen}
      />
      <GamePlay list="supplier" launch={launch} chosen={chosen} onChosenClose={() => setChosen(null)} />
    </Lobby>
  );
}
