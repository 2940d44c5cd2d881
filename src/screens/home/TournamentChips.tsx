// 'Top leagues' bar: tournament chips of the chosen sport from /top-leagues; for a sport with no top
// league, the tournaments of its first category (Ethiopia first). The first chip is auto-selected. Chips name
// leagues by the one rule of src/reference/leagues.ts ('Premier League' beside 'LaLiga', 'Ethiopian Premier League').
import { styled } from '@linaria/react';
import { useResource, useSliceRowIds, useStore } from '../../data/hooks.ts';
import { topLeaguesResource, categoriesResource, tournamentsResource } from '../../../sync/resources.ts';
import { INDEX } from '../../../sync/store.ts';
import { sortCategories } from '../../../domain/ordering.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { leagueNames } from '../../reference/league-table.ts';

const Bar = styled.div`
  display: flex;
  /* A chip's 32 px and the bottom padding (border-box): the bar's place is kept before the chips arrive. */
  min-height: 44px;
  gap: 8px;
  overflow-x: auto;
  padding: 0 12px 12px;
  scrollbar-width: none;
`;
const Chip = styled.button`
  flex: 0 0 auto;
  height: 32px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: transparent;
  color: var(--muted);
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    color: #fff;
    border-color: var(--accent);
    background: var(--accent-soft);
  }
`;
const Title = styled.h2`
  margin: 4px 12px 8px;
  font-size: 15px;
`;

const topLeagues = topLeaguesResource();

/** Tournament ids offered for a sport, in order: its top leagues, else its first category's tournaments. */
export function useSportTournaments(sportId: string): { ids: string[]; names: Map<string, string>; loading: boolean } {
  const store = useStore();
  const top = useResource(topLeagues);
  const topIds = useSliceRowIds(INDEX.topLeaguesBySport, sportId);
  const needFallback = top.status !== 'loading' && topIds.length === 0 && sportId !== '';
  const cats = useResource(needFallback ? categoriesResource(sportId) : null);
  const catIds = sortCategories(useSliceRowIds(INDEX.categoriesBySport, sportId), (id) => store?.getCell('categories', id, 'name') ?? '');
  const firstCat = needFallback ? (catIds[0] ?? '') : '';
  const tours = useResource(firstCat ? tournamentsResource(firstCat) : null);
  const tourIds = useSliceRowIds(INDEX.tournamentsByCategory, firstCat);
  if (!needFallback) {
    const names = leagueNames(
      topIds,
      (id) => id,
      (id) => store?.getCell('topLeagues', id, 'name') ?? '',
      (id) => store?.getCell('topLeagues', id, 'category_name') ?? '',
    );
    return { ids: topIds, names, loading: top.status === 'loading' };
  }
  const names = leagueNames(
    tourIds,
    (id) => id,
    (id) => store?.getCell('tournaments', id, 'name') ?? '',
    (id) => store?.getCell('tournaments', id, 'category_name') ?? '',
  );
  return { ids: tourIds, names, loading: cats.status === 'loading' || tours.status === 'loading' };
}

export function TournamentChips({
  ids,
  names,
  selected,
  onSelect,
  loading = false,
}: {
  ids: string[];
  names: Map<string, string>;
  selected: string;
  onSelect: (id: string) => void;
  /** While the leagues are on their way the title and an empty bar hold their place (nothing below jumps). */
  loading?: boolean;
}) {
  const t = useT();
  if (ids.length === 0 && !loading) {
    return null;
  }
  return (
    <>
      <Title>{t('home.topLeagues')}</Title>
      <Bar role="toolbar" aria-label={t('home.topLeagues')} data-testid="tournament-chips">
        {ids.map((id) => (
          <Chip key={id} type="button" aria-pressed={id === selected} onClick={() => onSelect(id)}>
            {names.get(id)}
          </Chip>
        ))}
      </Bar>
    </>
  );
}
