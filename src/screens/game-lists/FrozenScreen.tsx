// Route /frozen (companion §2 mobile screen c, §4, §7, §9; issue 15): the frozen casino as a provider-category grid —
// category chips (ALL first, the categories the list holds), 'Search Games' (asked of the server 300 ms after the
// last key; meanwhile the list on screen is searched here), then a section per provider with its grid, tiles badged
// NEW, HOT and JACKPOT. Pages of 20 (spec §9) with 'Show more' while the last page came full. The launch modal offers
// 'Real Money' (a visitor: 'Login to Play') and 'Demo Mode' only for a game with has_demo; the demo starts through
// init-demo, real money through init with the session (return_url /casino/return).
import { useMemo, useState } from 'react';
import { matchesSearch } from '../../../domain/games-lobby.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { GameGrid, useGridColumns } from '../../games/GameGrid.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { GamePlay } from '../../games/GamePlay.tsx';
import { GamesArea } from '../../games/GamesArea.tsx';
import { GameSearch } from '../../games/GameSearch.tsx';
import { useDesktop, useGameLaunch } from '../../games/use-game-launch.ts';
import { useListChoice } from '../../games/use-list-choice.ts';
import { Banner, Lobby, Shortcuts } from '../casino/casino-style.ts';
import { More, Search, Section } from './lists-style.ts';
import { useSettled } from '../../games/use-game-list.ts';
import { listFailure, PageRead, useFrozenList } from './use-game-lists.ts';

const SEARCH_DELAY_MS = 300;

/** The games by provider, providers in the order the list first names them. */
function byProvider(games: readonly GameView[]): { provider: string; games: GameView[] }[] {
  const groups = new Map<string, GameView[]>();
  for (const g of games) {
    groups.set(g.providerName, [...(groups.get(g.providerName) ?? []), g]);
  }
  return [...groups].map(([provider, list]) => ({ provider, games: list }));
}

export function FrozenScreen() {
  const t = useT();
  const desktop = useDesktop();
  const columns = useGridColumns(desktop);
  const launch = useGameLaunch();
  const { value: category, choose, search, setSearch } = useListChoice('', launch);
  const [chosen, setChosen] = useState<GameView | null>(null);
  const term = useSettled(search.trim().toLowerCase(), SEARCH_DELAY_MS);
  const everything = useFrozenList('', '');
  const base = useFrozenList(category, '');
  const searched = useFrozenList(category, term);
  const active = term && searched.loaded ? searched : base;
  const categories = useMemo(() => [...new Set(everything.games.map((g) => g.type).filter(Boolean))], [everything.games]);
  const shown = useMemo(() => active.games.filter((g) => matchesSearch(g.name, search)), [active.games, search]);
  return (
    <Lobby data-testid="frozen" data-layout={desktop ? 'desktop' : 'mobile'}>
      <Banner>
        <h1>{t('games.frozen.title')}</h1>
        <p>{t('games.frozen.tagline')}</p>
      </Banner>
      <Shortcuts aria-label={t('games.categories')}>
        {['', ...categories].map((c) => (
          <button key={c} type="button" data-testid="category-chip" aria-pressed={category === c} onClick={() => choose(c)}>
            {c === '' ? t('games.lists.all') : c.toUpperCase()}
          </button>
        ))}
      </Shortcuts>
      <GameSearch label={t('games.searchGames')} value={search} onChange={setSearch} Input={Search} />
      <GamesArea
        list="frozen"
        launch={launch}
        read={{ state: active.state, games: shown, loaded: active.loaded }}
        columns={columns}
        failed={{ title: listFailure(t, active) }}
        onPick={setChosen}
      >
        {byProvider(shown).map((group) => (
          <Section key={group.provider} data-testid="provider-section">
            <h2>
              {group.provider} <small>{group.games.length}</small>
            </h2>
            <GameGrid games={group.games} columns={columns} onPick={setChosen} />
          </Section>
        ))}
      </GamesArea>
      {active.later.map((def) => (
        <PageRead key={def.key} def={def} />
      ))}
      {shown.length > 0 && active.hasMore ? (
        <More type="button" data-testid="show-more" onClick={active.more}>
          {t('games.more')}
        </More>
      ) : null}
      <GamePlay
        list="frozen"
        launch={launch}
        chosen={chosen}
        onChosenClose={() => setChosen(null)}
        labels={{ real: 'games.realMoney', demo: 'games.demoMode', ...(chosen && !chosen.hasDemo ? { prompt: 'games.err.login' } : {}) }}
      />
    </Lobby>
  );
}
