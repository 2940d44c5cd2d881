// Express matches (/express, companion "Express matches"): title, the fixed 'Next 1H Matches' badge, the sport
// dropdown and the list in the server's order (first halves under way, then the next hour's kick-offs). States: 3
// placeholder rows while loading, 'Error loading matches: {message}' with Try Again, 'No express matches
// available' with why (nothing in the hour) and 'Check back later for updates', the offline note over a stale copy. The open match lives in the address
// (`match`), so the phone's Back closes the detail; the chosen sport is screen state and survives the detail.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEngine, useListMatchIds, useResource } from '../../data/hooks.ts';
import { TTL } from '../../../domain/constants.ts';
import { expressList, expressResource } from '../../../sync/express.ts';
import { expressSearch } from '../../search.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { failureText } from '../../components/error-text.ts';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { ExpressRow } from './ExpressRow.tsx';
import { ExpressDetail } from './ExpressDetail.tsx';
import { SportSelect, useExpressSports } from './SportSelect.tsx';
import { Badge, List, Page, Toolbar } from './express-style.ts';

/**
 * Asks again every TTL.expressMatches while the list is open: 'the next hour' moves by itself (first halves
 * start and end), and a copy older than its minute is what the cache says to refetch anyway.
 */
function useMinuteRefresh(sportId: string): void {
  const engine = useEngine();
  useEffect(() => {
    const timer = setInterval(() => engine.request(expressResource(sportId)), TTL.expressMatches);
    return () => clearInterval(timer);
  }, [engine, sportId]);
}

export function ExpressScreen() {
  const t = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const { match } = expressSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const sports = useExpressSports();
  const [chosen, setChosen] = useState('');
  // A sport that left the dropdown (no match any more) falls back to every sport.
  const sportId = sports.length === 0 || sports.some(([id]) => id === chosen) ? chosen : '';
  const list = expressList(sportId);
  const state = useResource(expressResource(sportId));
  useMinuteRefresh(sportId);
  const ids = useListMatchIds(list);
  const openedHere = useRef(false);

  const open = (id: string): void => {
    openedHere.current = true;
    void navigate({ to: '/express', search: { match: id } });
  };
  const back = (): void => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      void navigate({ to: '/express', search: {}, replace: true });
    }
  };

  if (match) {
    return (
      <Page data-testid="express">
        <ExpressDetail list={list} matchId={match} onBack={back} />
      </Page>
    );
  }

  let body: ReactNode;
  if (ids.length > 0) {
    body = (
      <>
        {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
        <List data-testid="express-list">
          {ids.map((id) => (
            <ExpressRow key={id} list={list} matchId={id} onOpen={open} />
          ))}
        </List>
      </>
    );
  } else if (state.status === 'error') {
    body = (
      <ErrorBox title={t('express.error', { message: failureText(t, state.error) })} message={t('state.checkBackLater')} onRetry={state.retry} />
    );
  } else if (state.status === 'ready' || state.status === 'stale') {
    body = <EmptyState title={t('express.empty')} hint={`${t('express.emptyWhy')} ${t('state.checkBackLater')}`} />;
  } else {
    body = <Skeleton rows={3} />;
  }

  return (
    <Page data-testid="express">
      <Toolbar>
        <h1>{t('screen.express')}</h1>
        <Badge data-testid="express-badge">{t('express.badge')}</Badge>
        <SportSelect sports={sports} value={sportId} onChange={setChosen} />
      </Toolbar>
      {body}
    </Page>
  );
}
