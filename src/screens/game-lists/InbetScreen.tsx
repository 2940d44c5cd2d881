// Route /inbet (companion §2 mobile screen d, §4, §8, §9; issue 15): InBet's games in spec §9's type order — Betting
// Games (bet), Keno Games (egame), Slot Games (slot) — as tabs (ALL first) over sections, each section its grid or
// 'No games available in this category'. A tap opens the modal: 'Play Now' for a signed-in player (InBet's init with
// the session; the game opens in the player overlay, or the pop-up launcher for another origin on a desktop), 'Login
// to Play' for a visitor (InBet has no demo). A failed list read shows InBet's texts by status.
import { useMemo, useState, type ReactNode } from 'react';
import { INBET_TYPES, inbetSections, type InbetType } from '../../../domain/games-lobby.ts';
import { EmptyState, StaleNote } from '../../components/states.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import { GameGrid, GridSkeleton, useGridColumns } from '../../games/GameGrid.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { GamePlay, LaunchError } from '../../games/GamePlay.tsx';
import { ListFailed } from '../../games/GamesArea.tsx';
import { useDesktop, useGameLaunch } from '../../games/use-game-launch.ts';
import { Banner, Lobby, Tabs } from '../casino/casino-style.ts';
import { Section } from './lists-style.ts';
import { inbetFailure, useInbetList } from './use-game-lists.ts';

const SECTION_NAMES: Record<InbetType, MessageId> = {
  bet: 'games.inbet.bet',
  egame: 'games.inbet.egame',
  slot: 'games.inbet.slot',
};

export function InbetScreen() {
  const t = useT();
  const desktop = useDesktop();
  const columns = useGridColumns(desktop);
  const launch = useGameLaunch();
  const read = useInbetList();
  const [tab, setTab] = useState<InbetType | null>(null);
  const [chosen, setChosen] = useState<GameView | null>(null);
  const sections = useMemo(() => inbetSections(read.games).filter((s) => tab === null || s.type === tab), [read.games, tab]);
  const choose = (next: InbetType | null): void => {
    setTab(next);
    if (launch.state.status === 'refused') {
      launch.reset();
    }
  };
  let body: ReactNode;
  if (read.games.length === 0 && read.state.status === 'error') {
    body = <ListFailed title={inbetFailure(t, read)} retry={read.state.retry} />;
  } else if (!read.loaded) {
    body = <GridSkeleton count={desktop ? 12 : 6} columns={columns} />;
  } else {
    body = sections.map((s) => (
      <Section key={s.type} data-testid="inbet-section" data-type={s.type} aria-labelledby={`inbet-${s.type}`}>
        <h2 id={`inbet-${s.type}`}>
          {t(SECTION_NAMES[s.type])} <small>{s.games.length}</small>
        </h2>
        {s.games.length === 0 ? <EmptyState title={t('games.inbet.empty')} /> : <GameGrid games={s.games} columns={columns} onPick={setChosen} />}
      </Section>
    ));
  }
  return (
    <Lobby data-testid="inbet" data-layout={desktop ? 'desktop' : 'mobile'}>
      <Banner>
        <h1>{t('games.inbet.title')}</h1>
        <p>{t('games.inbet.tagline')}</p>
      </Banner>
      <Tabs aria-label={t('games.categories')}>
        {[null, ...INBET_TYPES].map((type) => (
          <button key={type ?? ''} type="button" data-testid="inbet-tab" aria-pressed={tab === type} onClick={() => choose(type)}>
            {type === null ? t('games.lists.all') : t(SECTION_NAMES[type])}
          </button>
        ))}
      </Tabs>
      <LaunchError list="inbet" launch={launch} />
      {read.games.length > 0 && read.state.status === 'stale' ? <StaleNote fetchedAt={read.state.fetchedAt} /> : null}
      {body}
      <GamePlay
        list="inbet"
        launch={launch}
        chosen={chosen}
        onChosenClose={() => setChosen(null)}
        labels={{ real: 'games.playNow', prompt: 'games.err.login' }}
      />
    </Lobby>
  );
}
