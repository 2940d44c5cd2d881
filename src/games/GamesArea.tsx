// The games area every game list shows under its tools (issue 15): the dismissible launch-error banner, then the
// list's state — the skeleton while the first answer is on its way, the error panel with Try Again when a read failed
// with nothing to show, the empty text once a list has landed empty, else the stale note over a copy kept after a
// failed refresh and the grid (or the list's own sections). What differs between lists comes in as props.
import type { ReactNode } from 'react';
import type { LaunchListName } from '../../sync/games.ts';
import type { ResourceState } from '../data/hooks.ts';
import { EmptyState, RetryButton, StaleNote } from '../components/states.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { Failed } from './area-style.ts';
import { GameGrid, GridSkeleton } from './GameGrid.tsx';
import type { GameView, TilePlaceholder } from './GameTile.tsx';
import { LaunchError } from './GamePlay.tsx';
import { useDesktop, type GameLaunch } from './use-game-launch.ts';

export interface AreaRead {
  state: ResourceState;
  /** The games to show (searched, filtered). */
  games: GameView[];
  /** A list has landed (possibly empty): the empty text may show. */
  loaded: boolean;
  /** The list's games before a search narrowed them (default: `games`): the skeleton and error panel go by it. */
  total?: number;
}

interface FailedProps {
  title: string;
  retry: () => void;
  testId?: string;
  /** Buttons in place of the lone Try Again. */
  actions?: ReactNode;
}

/** The panel of a failed read with nothing to show: its text and Try Again. */
export function ListFailed({ title, retry, testId = 'games-failed', actions }: FailedProps) {
  const t = useT();
  return (
    <Failed role="alert" data-testid={testId}>
      <strong>{title}</strong>
      {actions ?? (
        <RetryButton type="button" onClick={retry}>
          {t('state.tryAgain')}
        </RetryButton>
      )}
    </Failed>
  );
}

interface Props {
  /** The list whose refused launches the banner shows. */
  list: LaunchListName;
  launch: GameLaunch;
  read: AreaRead;
  columns: number;
  /** Skeleton tiles while loading (default: the spec's 12 on a desktop, 6 on a phone). */
  skeleton?: number;
  failed: Omit<FailedProps, 'retry'>;
  /** The empty text (default: 'No games available' with its hint). */
  empty?: ReactNode;
  onPick: (game: GameView) => void;
  placeholder?: TilePlaceholder;
  /** What shows in place of the one grid (a list drawn in sections). */
  children?: ReactNode;
}

function Body({ read, columns, skeleton, failed, empty, onPick, placeholder, children }: Omit<Props, 'list' | 'launch'>) {
  const t = useT();
  const desktop = useDesktop();
  const { state, games, loaded } = read;
  const total = read.total ?? games.length;
  if (total === 0 && state.status === 'error') {
    return <ListFailed {...failed} retry={state.retry} />;
  }
  if (total === 0 && !loaded) {
    return <GridSkeleton count={skeleton ?? (desktop ? 12 : 6)} columns={columns} />;
  }
  if (games.length === 0) {
    return empty ?? <EmptyState title={t('games.noGames')} hint={t('games.noGamesHint')} />;
  }
  return (
    <>
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      {children ?? <GameGrid games={games} columns={columns} onPick={onPick} placeholder={placeholder} />}
    </>
  );
}

export function GamesArea({ list, launch, ...body }: Props) {
  return (
    <>
      <LaunchError list={list} launch={launch} />
      <Body {...body} />
    </>
  );
}
