// Route /virtuals (companion §2 'Virtual games page', §4, §9; issue 15): banner, the provider selector (the provider's
// name in capitals; a modal with Golden Race 632, the default, and Kiron 497 — choosing closes it and clears the search
// and any launch error), 'Search Virtual Games' (a case-insensitive substring of the name), the dismissible red launch
// error, and the grid (2 columns, 3 from the small breakpoint, 4 on a desktop): 6 pulsing tiles while loading, the
// load error with Try Again and Back when there is nothing to show, 'No virtual games available', 'Unavailable' games
// dimmed and closed, a flag for a game without a thumbnail. Under the grid, the house league's fixtures and results.
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_VIRTUAL_PROVIDER, VIRTUAL_PROVIDERS, virtualProviderName } from '../../../sync/virtual-games.ts';
import { EmptyState } from '../../components/states.tsx';
import { failureText } from '../../components/error-text.ts';
import { useGridColumns } from '../../games/GameGrid.tsx';
import { GamesArea } from '../../games/GamesArea.tsx';
import { GameSearch } from '../../games/GameSearch.tsx';
import { ProviderSheet } from '../../games/ProviderSheet.tsx';
import { useDesktop, useGameLaunch } from '../../games/use-game-launch.ts';
import { useListChoice } from '../../games/use-list-choice.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useVirtualGames } from './use-virtuals.ts';
import { useVirtualPlay } from './VirtualPlay.tsx';
import { Banner, LeagueLink, Page, ProviderList, Tools } from './virtuals-style.ts';

/** Spec §9: 6 skeleton tiles. */
const SKELETON_TILES = 6;

/** The provider modal's entries: the names in capitals (spec §2). */
const PROVIDERS = VIRTUAL_PROVIDERS.map((p) => ({ id: p.id, label: p.name.toUpperCase() }));

/** The load error's buttons: Try Again, and Back (the previous page, else home). */
function FailedButtons({ retry }: { retry: () => void }) {
  const t = useT();
  const router = useRouter();
  const back = (): void => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));
  return (
    <div className="buttons">
      <button type="button" data-primary="" onClick={retry}>
        {t('state.tryAgain')}
      </button>
      <button type="button" data-testid="virtuals-back" onClick={back}>
        {t('games.virtual.back')}
      </button>
    </div>
  );
}

export function VirtualsScreen() {
  const t = useT();
  const desktop = useDesktop();
  const phoneColumns = useGridColumns(false);
  const launch = useGameLaunch();
  const { value: provider, choose: chooseProvider, search, setSearch } = useListChoice<string>(DEFAULT_VIRTUAL_PROVIDER, launch);
  const [picking, setPicking] = useState(false);
  const list = useVirtualGames(provider, search);
  const play = useVirtualPlay(launch);
  const choose = (id: string): void => {
    setPicking(false);
    chooseProvider(id);
  };
  return (
    <Page data-testid="virtuals" data-layout={desktop ? 'desktop' : 'mobile'}>
      <Banner>
        <h1>{t('games.virtual.title')}</h1>
        <p>{t('games.virtual.tagline')}</p>
      </Banner>
      <Tools>
        <button
          type="button"
          className="picker"
          data-testid="virtual-provider"
          aria-haspopup="dialog"
          aria-label={`${t('games.providers')}: ${virtualProviderName(provider)}`}
          onClick={() => setPicking(true)}
        >
          {virtualProviderName(provider).toUpperCase()} ▾
        </button>
        <GameSearch label={t('games.virtual.search')} value={search} onChange={setSearch} testId="virtual-search" />
      </Tools>
      <GamesArea
        list="virtual"
        launch={launch}
        read={list}
        columns={desktop ? 4 : phoneColumns}
        skeleton={SKELETON_TILES}
        failed={{
          title: failureText(t, list.state.error || 'GAMES_FAILED'),
          testId: 'virtuals-failed',
          actions: <FailedButtons retry={list.state.retry} />,
        }}
        onPick={play.pick}
        empty={<EmptyState title={t('games.virtual.empty')} />}
        placeholder="flag"
      />
      <LeagueLink>
        <Link to="/virtual-sport" data-testid="virtual-league-link">
          {t('games.virtual.league')} →
        </Link>
      </LeagueLink>
      {picking ? (
        <ProviderSheet
          providers={PROVIDERS}
          current={provider}
          onPick={choose}
          onClose={() => setPicking(false)}
          testId="virtual-provider-modal"
          titleId="virtual-provider-title"
          List={ProviderList}
        />
      ) : null}
      {play.view}
    </Page>
  );
}
