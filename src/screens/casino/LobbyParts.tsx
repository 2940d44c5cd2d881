// Pieces both casino lobbies share (issue 15): the header banner (by section: crash for the crash tab, casino
// otherwise), the provider picker modal of the phone ('SELECT PROVIDER'), and the list body — the skeleton while the
// first answer is on its way, the error panel with Try Again when there is nothing to show, the empty texts, the stale
// note over a copy kept after a failed refresh, or the grid.
import type { ReactNode } from 'react';
import type { LobbyProvider, LobbySelection } from '../../../domain/games-lobby.ts';
import { StaleNote } from '../../components/states.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { GameGrid, GridSkeleton } from '../../games/GameGrid.tsx';
import type { GameView } from '../../games/GameTile.tsx';
import { Sheet } from '../../games/games-style.ts';
import { Banner, Failed, ProviderList } from './casino-style.ts';
import type { LobbyList } from './use-casino.ts';
import { RetryButton } from '../../components/states.tsx';

export function LobbyBanner({ selection }: { selection: LobbySelection }) {
  const t = useT();
  const crash = selection.kind === 'tab' && selection.tab === 'crash';
  return (
    <Banner data-section={crash ? 'crash' : 'casino'} data-testid="casino-banner">
      <h1>{t(crash ? 'games.banner.crash' : 'games.banner.casino')}</h1>
      <p>{t('games.banner.tagline')}</p>
    </Banner>
  );
}

interface PickerProps {
  providers: LobbyProvider[];
  selection: LobbySelection;
  onPick: (id: string) => void;
  onClose: () => void;
}

export function ProviderPicker({ providers, selection, onPick, onClose }: PickerProps) {
  const t = useT();
  return (
    <Sheet
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          onClose();
        }
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby="provider-title" data-testid="provider-picker">
        <header>
          <h2 id="provider-title">{t('games.selectProvider')}</h2>
          <button type="button" className="close" aria-label={t('games.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <ProviderList>
          {providers.map((p) => (
            <li key={p.id}>
              <button type="button" aria-pressed={selection.kind === 'provider' && selection.id === p.id} onClick={() => onPick(p.id)}>
                {p.display_name}
              </button>
            </li>
          ))}
        </ProviderList>
      </div>
    </Sheet>
  );
}

interface BodyProps {
  list: LobbyList;
  columns: number;
  skeleton: number;
  /** The error panel's title: the desktop's 'Something went wrong', the phone's the read's failure text. */
  failedTitle: string;
  empty: ReactNode;
  onPick: (game: GameView) => void;
}

export function LobbyBody({ list, columns, skeleton, failedTitle, empty, onPick }: BodyProps) {
  const t = useT();
  const { state, games, loaded } = list;
  if (games.length === 0 && state.status === 'error') {
    return (
      <Failed role="alert" data-testid="games-failed">
        <strong>{failedTitle}</strong>
        <RetryButton type="button" onClick={state.retry}>
          {t('state.tryAgain')}
        </RetryButton>
      </Failed>
    );
  }
  if (games.length === 0) {
    return loaded ? empty : <GridSkeleton count={skeleton} columns={columns} />;
  }
  return (
    <>
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      <GameGrid games={games} columns={columns} onPick={onPick} />
    </>
  );
}
