// The tournament view (spec §2 "Tournament view", §4 desktop browser): one tournament's matches, or several
// merged ('Selected Tournaments (n)'), grouped by date (then tournament), in a virtualised list with 'Load More'.
// Phone, or a box too narrow for columns: tapping a match shows its markets in place of the list, with back.
// Desktop: the list, the selected match's markets beside it, and the betslip as a third column when there is
// room (the view asks the shell for the window's width: at 1366 px even beside /desktop-sports' left column);
// with two columns they end above the collapsed slip, so it never covers odds. The first match is selected when
// none is given (shown, not written into the address).
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useStore } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, Skeleton, StaleNote } from '../../components/states.tsx';
import { MarketsPanel } from '../../markets/MarketsPanel.tsx';
import { LoadError, useErrorText } from '../../markets/LoadError.tsx';
import { useTournamentMatches } from './use-tournament-matches.ts';
import { useColumns, useIsDesktop } from './use-layout.ts';
import { listItems } from './list-items.ts';
import { ElementList, WindowList } from './MatchList.tsx';
import { ColumnHeads, ViewHeader } from './ViewHeader.tsx';
import { Column, Footer, Root } from './style.ts';
import { InlineSlip } from '../../betslip/InlineSlip.tsx';

export interface TournamentViewProps {
  tournamentIds: string[];
  matchId?: string;
  onSelectMatch: (matchId: string | undefined) => void;
  onBack: () => void;
}

export function TournamentView({ tournamentIds, matchId, onSelectMatch, onBack }: TournamentViewProps) {
  const t = useT();
  const errorText = useErrorText();
  const store = useStore();
  const ref = useRef<HTMLDivElement>(null);
  const desktop = useIsDesktop();
  const columns = useColumns(ref, desktop);
  const m = useTournamentMatches(tournamentIds);
  const several = tournamentIds.length > 1;
  const items = useMemo(() => (store ? listItems(store, m.ids, several) : []), [store, m.ids, several]);
  const first = items.find((i) => i.kind === 'match');
  const firstId = first?.kind === 'match' ? first.id : '';
  const onePane = columns === 1;
  const selected = matchId ?? (onePane ? undefined : firstId || undefined);

  // Rows are memoised: the select callback keeps one identity whatever the parent passes on each render.
  const latest = useRef(onSelectMatch);
  useLayoutEffect(() => {
    latest.current = onSelectMatch;
  });
  const listScroll = useRef(0);
  const select = useCallback((id: string) => {
    listScroll.current = window.scrollY;
    latest.current(id);
  }, []);
  // Back from a match's markets returns to the same place in the list. The router resets the scroll after each
  // navigation, so the list's place is put back once that has happened (the next frames), and now as well.
  useLayoutEffect(() => {
    if (!onePane) {
      return undefined;
    }
    const y = matchId ? 0 : listScroll.current;
    window.scrollTo(0, y);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => window.scrollTo(0, y));
    });
    return () => cancelAnimationFrame(frame);
  }, [matchId, onePane]);

  if (onePane && matchId) {
    return (
      <Root ref={ref} data-testid="tournament-view" data-columns="1">
        <MarketsPanel matchId={matchId} onBack={() => onSelectMatch(undefined)} />
      </Root>
    );
  }

  const footer: ReactNode =
    m.next.length > 0 || m.moreError ? (
      <Footer data-testid="load-more-bar">
        {m.moreError ? <p role="alert">{t('tournament.error', { message: errorText(m.moreError) })}</p> : null}
        {m.loadingMore ? (
          <p role="status">{t('tournament.loadingMore')}</p>
        ) : (
          <button type="button" data-testid="load-more" onClick={m.loadMore}>
            {t('tournament.loadMore')}
          </button>
        )}
      </Footer>
    ) : null;
  const listProps = { items, desktop, selectedId: selected, onSelect: select, footer };
  let list: ReactNode;
  if (m.status === 'error') {
    list = <LoadError id="tournament.error" message={m.error} onRetry={m.retry} />;
  } else if (items.length === 0) {
    list = m.status === 'loading' ? <Skeleton rows={6} /> : <EmptyState title={t('state.noMatches')} hint={t('state.checkBackLater')} />;
  } else {
    list = onePane ? <WindowList {...listProps} /> : <ElementList {...listProps} />;
  }
  const notes = (
    <>
      {m.status === 'stale' ? <StaleNote fetchedAt={m.fetchedAt} /> : null}
      {m.status === 'ready' && m.error ? <LoadError id="tournament.error" message={m.error} onRetry={m.retry} /> : null}
    </>
  );
  const head = (
    <>
      <ViewHeader tournamentIds={tournamentIds} firstMatchId={firstId} onBack={onBack} />
      {items.length > 0 ? <ColumnHeads firstMatchId={firstId} desktop={desktop} several={several} /> : null}
    </>
  );

  if (onePane) {
    return (
      <Root ref={ref} data-testid="tournament-view" data-columns="1">
        {head}
        {notes}
        {list}
      </Root>
    );
  }
  return (
    <Root ref={ref} data-testid="tournament-view" data-columns={columns} data-wide-view="">
      <Column data-testid="tournament-list">
        {head}
        {notes}
        {items.length > 0 && m.status !== 'error' ? list : <div className="scroll">{list}</div>}
      </Column>
      <Column data-testid="tournament-markets">
        <div className="scroll">{selected ? <MarketsPanel matchId={selected} /> : null}</div>
      </Column>
      {columns === 3 ? <InlineSlip testId="tournament-slip" /> : null}
    </Root>
  );
}
