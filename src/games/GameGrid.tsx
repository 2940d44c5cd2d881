// A grid of game tiles (issue 15): 2 columns on phones, 3 from 480 px, 6 on desktop (spec §2), as a plain grid up to
// VIRTUAL_FROM tiles and beyond that as window-virtualised rows (a supplier's catalogue holds thousands; a cheap phone
// must not lay them all out). The loading state is the spec's skeleton (12 cards on desktop).
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useT } from '../i18n/I18nProvider.tsx';
import { GameTile, type GameView, type TilePlaceholder } from './GameTile.tsx';
import { Bone, Grid } from './games-style.ts';

/** From this many tiles the grid renders only the rows near the viewport. */
export const VIRTUAL_FROM = 60;
const WIDE_PHONE_PX = 480;
const ROW_GAP_PX = 10;

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** Columns for the window's width (desktop: 6). */
export function useGridColumns(desktop: boolean): number {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= WIDE_PHONE_PX,
    () => false,
  );
  return desktop ? 6 : wide ? 3 : 2;
}

export function GridSkeleton({ count, columns }: { count: number; columns: number }) {
  const t = useT();
  return (
    <Grid role="status" aria-busy="true" aria-label={t('state.loading')} data-testid="games-skeleton" style={{ '--cols': columns } as CSSProperties}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their place
        <Bone key={i} />
      ))}
    </Grid>
  );
}

interface GridProps {
  games: GameView[];
  columns: number;
  onPick: (game: GameView) => void;
  /** What a tile without a thumbnail shows (the virtual games: a flag). */
  placeholder?: TilePlaceholder;
}

export function GameGrid(props: GridProps) {
  if (props.games.length > VIRTUAL_FROM) {
    return <VirtualGrid {...props} />;
  }
  return (
    <Grid data-testid="games-grid" style={{ '--cols': props.columns } as CSSProperties}>
      {props.games.map((g) => (
        <li key={g.id}>
          <GameTile game={g} onPick={props.onPick} placeholder={props.placeholder} />
        </li>
      ))}
    </Grid>
  );
}

/** Rows of `columns` tiles positioned against the page; a row's height is measured once it renders. */
function VirtualGrid({ games, columns, onPick, placeholder }: GridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = ref.current ? Math.round(ref.current.getBoundingClientRect().top + window.scrollY) : 0;
    if (top !== margin) {
      setMargin(top);
    }
  });
  const rows = Math.ceil(games.length / columns);
  const v = useWindowVirtualizer({ count: rows, estimateSize: () => 200, overscan: 3, scrollMargin: margin, gap: ROW_GAP_PX });
  return (
    <Grid ref={ref} data-testid="games-grid" data-virtual="" style={{ '--cols': columns, height: v.getTotalSize() } as CSSProperties}>
      {v.getVirtualItems().map((row) => (
        <li key={row.key} className="row" data-index={row.index} ref={v.measureElement} style={{ top: row.start - margin }}>
          {games.slice(row.index * columns, row.index * columns + columns).map((g) => (
            <GameTile key={g.id} game={g} onPick={onPick} placeholder={placeholder} />
          ))}
        </li>
      ))}
    </Grid>
  );
}
