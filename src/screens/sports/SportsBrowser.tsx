// The phone sports browser (spec §2): the sport strip, then the shown sport's categories. The sport is
// the address's id, or soccer/football (else the first sport) on /sports. An id that is not among the
// sports gives the empty state for no categories, never another sport or a crash. Choosing a sport —
// even the one shown — remounts the category list, which resets the open category and the ticks.
import { useState, type ReactNode } from 'react';
import { useCell, useResource, useStore } from '../../data/hooks.ts';
import { categoriesResource, sportsResource } from '../../../sync/resources.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { useOrderedSportIds } from '../home/SportStrip.tsx';
import { resolveSportId } from './browser-rules.ts';
import { SportTabs } from './SportTabs.tsx';
import { CategoryList } from './CategoryList.tsx';
import { Page } from './sports-style.ts';

const sports = sportsResource();

export interface SportsBrowserProps {
  /** The sport id of the address, if any. */
  sportParam: string | undefined;
  onChooseSport: (sportId: string) => void;
  onOpen: (tournamentIds: string[]) => void;
}

export function SportsBrowser({ sportParam, onChooseSport, onOpen }: SportsBrowserProps) {
  const t = useT();
  const store = useStore();
  const state = useResource(sports);
  const ordered = useOrderedSportIds();
  const sportId = resolveSportId(sportParam, ordered, (id) => store?.getCell('sports', id, 'name') ?? '');
  const [generation, setGeneration] = useState(0);
  // One offline note for the strip and the categories together (the older copy's time), not two.
  const catKey = sportId ? categoriesResource(sportId).key : '';
  const catStale = useCell('resources', catKey, 'status') === 'stale';
  const catFetchedAt = useCell('resources', catKey, 'fetched_at') ?? 0;
  const staleTimes = [state.status === 'stale' ? state.fetchedAt : 0, catStale ? catFetchedAt : 0].filter((x) => x > 0);

  const choose = (id: string): void => {
    setGeneration((g) => g + 1);
    onChooseSport(id);
  };

  let body: ReactNode;
  if (ordered.length > 0 && !ordered.includes(sportId)) {
    body = <EmptyState title={t('sports.selectSport')} />;
  } else if (sportId) {
    // Also without the sports list (failed, no copy): the address's own sport can still be browsed.
    body = <CategoryList key={`${sportId}:${generation}`} sportId={sportId} noteShown={staleTimes.length > 0} onOpen={onOpen} />;
  } else if (state.status === 'error') {
    body = <ErrorBox title={state.error === sports.failureCode ? undefined : t('error.failedSports')} message={state.error} onRetry={state.retry} />;
  } else if (state.status === 'loading') {
    body = <Skeleton rows={6} />;
  } else {
    body = <EmptyState title={t('state.noSports')} hint={t('state.checkBackLater')} />;
  }
  return (
    <Page data-testid="sports-browser">
      {staleTimes.length > 0 ? <StaleNote fetchedAt={Math.min(...staleTimes)} /> : null}
      <SportTabs ids={ordered} selected={sportId} onSelect={choose} />
      {body}
    </Page>
  );
}
