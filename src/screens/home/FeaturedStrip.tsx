// The phone home's featured-matches strip (spec §2): the mixed top matches (/top-sports/mixed, brought by
// the composite home call) as a horizontal row of compact cards — tournament, kick-off, both teams and the
// main market's odds. Hidden when there are none or they failed (the leagues below still show). The cards
// render in a deferred pass so the league list, the page's largest paint, is never held up by them; the strip
// keeps their height from the first paint while they are on their way, so nothing below it jumps (CLS).
import { memo, useDeferredValue, useState } from 'react';
import { styled } from '@linaria/react';
import { useLandedIds, useListMatchIds, useResource, useRow } from '../../data/hooks.ts';
import { mixedTopSportsResource } from '../../../sync/resources.ts';
import { LIST } from '../../../sync/store.ts';
import { MainMarketOdds } from '../../components/MatchRow.tsx';
import { formatDay, formatTime } from '../../i18n/calendar.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { leagueName } from '../../reference/league-table.ts';

const CARD_HEIGHT = 128;
const STRIP_PADDING = 12;

const Strip = styled.div`
  display: flex;
  /* The cards' height plus the bottom padding (border-box): the same box before and after they arrive. */
  min-height: ${CARD_HEIGHT + STRIP_PADDING}px;
  gap: 8px;
  overflow-x: auto;
  padding: 0 12px ${STRIP_PADDING}px;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Card = styled.article`
  box-sizing: border-box;
  flex: 0 0 240px;
  height: ${CARD_HEIGHT}px;
  scroll-snap-align: start;
  padding: 10px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  & header {
    display: flex;
    justify-content: space-between;
    gap: 6px;
    font-size: 11px;
    color: var(--muted);
    white-space: nowrap;
  }
  & header span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & p {
    margin: 6px 0 8px;
    font-size: 13px;
    font-weight: 600;
    line-height: 18px;
    height: 36px;
    overflow: hidden;
  }
`;

const FeaturedCard = memo(function FeaturedCard({ matchId }: { matchId: string }) {
  const m = useRow('matches', matchId);
  const lang = useLanguage();
  if (!m.main_market) {
    return null;
  }
  return (
    <Card data-testid="featured-card" data-match-id={matchId}>
      <header>
        <span>{leagueName(m.tournament_name ?? '', m.category_name)}</span>
        <time>
          {formatDay(m.start_time ?? 0, lang)} {formatTime(m.start_time ?? 0)}
        </time>
      </header>
      <p>
        {m.home_name}
        <br />
        {m.away_name}
      </p>
      <MainMarketOdds marketRow={m.main_market} />
    </Card>
  );
});

const resource = mixedTopSportsResource();
/** Cards rendered before the strip is first scrolled (240 px each: a phone shows under two). */
const FIRST_CARDS = 4;

export function FeaturedStrip() {
  const state = useResource(resource);
  const listed = useListMatchIds(LIST.topSport('mixed', 'mixed'));
  // No initial value: the server renders the first cards into the page, and hydration must meet the same ones.
  const ids = useDeferredValue(useLandedIds(listed, state.status === 'loading', 'mixed')).ids;
  // A phone shows under two cards: the first few render with the page, the rest once the strip is scrolled.
  const [all, setAll] = useState(false);
  if (listed.length === 0 && state.status !== 'loading') {
    return null;
  }
  return (
    <Strip data-testid="featured-strip" onScroll={all ? undefined : () => setAll(true)}>
      {(all ? ids : ids.slice(0, FIRST_CARDS)).map((id) => (
        <FeaturedCard key={id} matchId={id} />
      ))}
    </Strip>
  );
}
