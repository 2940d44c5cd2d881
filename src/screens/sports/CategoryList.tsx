// One sport's categories (countries) as an accordion (spec §2): flag, name, match count; the first
// category starts open, one is open at a time, and only the open one loads and mounts its tournaments.
// Ticked tournaments live here (they survive opening another category) and feed the sticky
// 'Open Selected (n)' bar. The parent remounts this per chosen sport, which is the spec's reset.
// Light by design: one table subscription for all rows, rows memoised, so 100+ categories stay cheap.
// A stale copy's offline note is shown once, by the browser above, for the strip and this list.
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useCell, useResource, useSliceRowIds, useTable, useValue } from '../../data/hooks.ts';
import { categoriesResource } from '../../../sync/resources.ts';
import { INDEX } from '../../../sync/store.ts';
import { sortCategories } from '../../../domain/ordering.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { EmptyState, ErrorBox, Skeleton } from '../../components/states.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { openCategory, toggleCategory, toggleTick } from './browser-rules.ts';
import { TournamentList } from './TournamentList.tsx';
import { Accordion, OpenBar } from './sports-style.ts';

interface HeaderProps {
  id: string;
  name: string;
  count: number;
  code: string;
  open: boolean;
  onToggle: (id: string) => void;
}

const CategoryHeader = memo(function CategoryHeader({ id, name, count, code, open, onToggle }: HeaderProps) {
  const country = useCountryName();
  return (
    <button type="button" aria-expanded={open} data-testid="category-header" data-category={id} onClick={() => onToggle(id)}>
      <span className="flag">
        <Flag code={code || null} country={name} size={15} />
      </span>
      <span className="name">{country(name)}</span>
      <span className="count">{count}</span>
      <span className="chevron" aria-hidden="true" />
    </button>
  );
});

export interface CategoryListProps {
  sportId: string;
  /** The browser already shows an offline note: the open category's tournaments need not repeat it. */
  noteShown: boolean;
  onOpen: (tournamentIds: string[]) => void;
}

export function CategoryList({ sportId, noteShown, onOpen }: CategoryListProps) {
  const t = useT();
  const resource = useMemo(() => categoriesResource(sportId), [sportId]);
  const state = useResource(resource);
  const httpStatus = useCell('resources', resource.key, 'http_status') ?? 0;
  const rawIds = useSliceRowIds(INDEX.categoriesBySport, sportId);
  const table = useTable('categories');
  const ids = useMemo(() => sortCategories(rawIds, (id) => table[id]?.name ?? ''), [rawIds, table]);
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  const [ticked, setTicked] = useState<string[]>([]);
  const open = openCategory(choice, ids);

  // Stable callbacks, so a tap re-renders the two rows that change, not every memoised row.
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const onToggle = useCallback((id: string) => setChoice((prev) => toggleCategory(openCategory(prev, idsRef.current), id)), []);
  const onTick = useCallback((id: string) => setTicked((prev) => toggleTick(prev, id)), []);

  if (ids.length === 0) {
    // An unknown sport is a 404 from the server: the same empty state as a sport without categories.
    if (state.status === 'error' && httpStatus !== 404) {
      // The spec's text always shows: as the title when the detail is the server's own words.
      return (
        <ErrorBox
          title={state.error === resource.failureCode ? undefined : t('error.failedCategories')}
          message={state.error}
          onRetry={state.retry}
        />
      );
    }
    return state.status === 'loading' || state.status === 'idle' ? <Skeleton rows={6} /> : <EmptyState title={t('sports.selectSport')} />;
  }
  return (
    <>
      <Accordion aria-label={t('sports.categories')} data-testid="category-list">
        {ids.map((id) => (
          <li key={id} data-testid="category" data-open={id === open}>
            <CategoryHeader
              id={id}
              name={table[id]?.name ?? ''}
              count={table[id]?.match_count ?? 0}
              code={table[id]?.country_code ?? ''}
              open={id === open}
              onToggle={onToggle}
            />
            {id === open ? <TournamentList categoryId={id} ticked={ticked} noteShown={noteShown} onTick={onTick} onOpen={onOpen} /> : null}
          </li>
        ))}
      </Accordion>
      <OpenSelected ticked={ticked} onOpen={onOpen} />
    </>
  );
}

/** The sticky 'Open Selected (n)' button; it moves up when the collapsed betslip sits above the tab bar. */
function OpenSelected({ ticked, onOpen }: { ticked: string[]; onOpen: (tournamentIds: string[]) => void }) {
  const t = useT();
  const slot = useValue('slip_active') ?? 0;
  const slipShown = useSliceRowIds(INDEX.slipSelectionsBySlot, String(slot)).length > 0;
  return (
    <OpenBar data-slip={slipShown}>
      <button type="button" data-testid="open-selected" disabled={ticked.length === 0} onClick={() => onOpen(ticked)}>
        {t('sports.openSelected', { count: ticked.length })}
      </button>
    </OpenBar>
  );
}
