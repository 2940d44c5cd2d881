// The categories accordion of the sports view (spec §2, §9): categories (flag, name, match count) in the
// spec's order (Ethiopia, England, Spain, Germany, Italy, France, Portugal, then A–Z), the first four
// expanded at start; an expanded category loads its tournaments and shows them in a 4-column grid (name,
// match count). Only expanded categories ask the server for tournaments, so a closed one costs no data.
import { useState } from 'react';
import { styled } from '@linaria/react';
import { useResource, useRow, useSliceRowIds, useTable } from '../../data/hooks.ts';
import { categoriesResource, tournamentsResource } from '../../../sync/resources.ts';
import { INDEX } from '../../../sync/store.ts';
import { sortCategories } from '../../../domain/ordering.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { ErrorBox, StaleNote } from '../../components/states.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { categoriesView, expandedAtStart, listView, toggleCategory } from './selection.ts';
import { Count, Name, Note, Panel, RowButton } from './style.ts';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
`;
const Chevron = styled.span`
  flex: 0 0 auto;
  width: 8px;
  height: 8px;
  margin: 0 4px 3px 6px;
  border-right: 2px solid var(--muted);
  border-bottom: 2px solid var(--muted);
  transform: rotate(45deg);
  transition: transform 0.15s;
  [aria-expanded='true'] > & {
    transform: rotate(225deg);
    margin-bottom: -3px;
  }
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 10px 12px 12px;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & button {
    display: flex;
    align-items: center;
    gap: 6px;
    width: 100%;
    height: 100%;
    min-height: 40px;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    text-align: left;
    cursor: pointer;
    font-size: 13px;
  }
  & button:hover {
    border-color: var(--accent);
  }
  & button > .ds-tournament-name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export function Categories({ sportId, onOpenTournament }: { sportId: string; onOpenTournament: (id: string) => void }) {
  const t = useT();
  const country = useCountryName();
  const state = useResource(sportId ? categoriesResource(sportId) : null);
  const rows = useTable('categories');
  const ids = sortCategories(useSliceRowIds(INDEX.categoriesBySport, sportId), (id) => rows[id]?.name ?? '');
  // null until the player's first click: the first four of the list as it stands are open
  const [touched, setTouched] = useState<Set<string> | null>(null);
  const open = touched ?? expandedAtStart(ids);
  const view = categoriesView(sportId, ids.length, state.status);
  if (view !== 'list') {
    return (
      <List data-testid="categories">
        <Panel>
          {view === 'loading' ? <Note>{t('desktopSports.loadingCategories')}</Note> : null}
          {view === 'empty' ? <Note>{t('desktopSports.selectSport')}</Note> : null}
          {view === 'error' ? <ErrorBox message={state.error} onRetry={state.retry} /> : null}
        </Panel>
      </List>
    );
  }
  return (
    <List data-testid="categories">
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      {ids.map((id) => (
        <Panel key={id} data-testid="category" data-expanded={open.has(id)}>
          <RowButton
            type="button"
            aria-expanded={open.has(id)}
            aria-controls={`ds-cat-${id}`}
            onClick={() => setTouched(toggleCategory(touched, ids, id))}
          >
            <Flag code={rows[id]?.country_code || null} country={rows[id]?.name ?? ''} size={14} />
            <Name data-testid="category-name">{country(rows[id]?.name ?? '')}</Name>
            <Count>{rows[id]?.match_count ?? 0}</Count>
            <Chevron aria-hidden="true" />
          </RowButton>
          {open.has(id) ? <Tournaments categoryId={id} onOpen={onOpenTournament} /> : null}
        </Panel>
      ))}
    </List>
  );
}

function Tournaments({ categoryId, onOpen }: { categoryId: string; onOpen: (id: string) => void }) {
  const t = useT();
  const state = useResource(tournamentsResource(categoryId));
  // server order: the spec's priority (international, big five, second divisions), then A–Z
  const ids = useSliceRowIds(INDEX.tournamentsByCategory, categoryId);
  const view = listView(ids.length, state.status);
  return (
    <div id={`ds-cat-${categoryId}`}>
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      {view === 'list' ? (
        <Grid data-testid="tournament-grid">
          {ids.map((id) => (
            <TournamentCell key={id} id={id} onOpen={onOpen} />
          ))}
        </Grid>
      ) : null}
      {view === 'loading' ? <Note>{t('desktopSports.loadingTournaments')}</Note> : null}
      {view === 'empty' ? <Note>{t('desktopSports.noTournaments')}</Note> : null}
      {view === 'error' ? <ErrorBox message={state.error} onRetry={state.retry} /> : null}
    </div>
  );
}

function TournamentCell({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const row = useRow('tournaments', id);
  return (
    <li>
      <button type="button" data-testid="grid-tournament" onClick={() => onOpen(id)}>
        <span className="ds-tournament-name">{row.name ?? ''}</span>
        <Count>{row.match_count ?? 0}</Count>
      </button>
    </li>
  );
}
