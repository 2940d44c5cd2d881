// The sport strip (spec §2/§9 order: Soccer, Basketball, Tennis, Baseball, Ice Hockey, American
// Football, Rugby, Volleyball, then alphabetical) with match counts; the chosen sport is highlighted. The
// 'Live now' chip with the count of matches in play leads the strip and opens /live (issue 32).
import { styled } from '@linaria/react';
import { useResource, useStore, useRowIds } from '../../data/hooks.ts';
import { sportsResource } from '../../../sync/resources.ts';
import { sortSportsForStrip } from '../../../domain/ordering.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useSportName } from './sport-label.ts';
import { ErrorBox, StaleNote } from '../../components/states.tsx';
import { LiveNow } from '../live/LiveNow.tsx';

const Strip = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 12px;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Chip = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 14px;
  border-radius: 999px;
  border: 1px solid var(--border);
  background: var(--surface);
  cursor: pointer;
  font-weight: 600;
  font-size: 13px;
  white-space: nowrap;
  &[aria-pressed='true'] {
    background: var(--accent);
    border-color: var(--accent);
    color: #fff;
  }
  & small {
    color: inherit;
    opacity: 0.7;
    font-size: 11px;
  }
  /* White at 0.7 on the accent is 3.2:1; the pressed chip's count stays fully white (4.9:1). */
  &[aria-pressed='true'] small {
    opacity: 1;
  }
`;
const Ghost = styled.div`
  flex: 0 0 96px;
  height: 36px;
  border-radius: 999px;
  background: var(--surface);
`;

const resource = sportsResource();

/** Sport ids in strip order; the first is the default selection. */
export function useOrderedSportIds(): string[] {
  const store = useStore();
  const ids = useRowIds('sports');
  return sortSportsForStrip(ids, (id) => store?.getCell('sports', id, 'name') ?? '');
}

export function SportStrip({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) {
  const t = useT();
  const state = useResource(resource);
  const store = useStore();
  const ids = useOrderedSportIds();
  const sportName = useSportName();
  if (ids.length === 0 && state.status === 'error') {
    return <ErrorBox message={state.error} onRetry={state.retry} />;
  }
  return (
    <>
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      {/* id: the phone footer's 'Top Sports' leads here (src/layout/SiteFooter.tsx): the strip lists the top sports first. */}
      <Strip role="toolbar" aria-label={t('home.sportStrip')} data-testid="sport-strip" id="top-sports">
        <LiveNow />
        {ids.length === 0
          ? // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            Array.from({ length: 4 }, (_, i) => <Ghost key={i} />)
          : ids.map((id) => {
              const name = store?.getCell('sports', id, 'name') ?? '';
              return (
                <Chip key={id} type="button" aria-pressed={id === selected} data-testid="sport-chip" onClick={() => onSelect(id)}>
                  {sportName(name)}
                  <small>{store?.getCell('sports', id, 'match_count') ?? 0}</small>
                </Chip>
              );
            })}
      </Strip>
    </>
  );
}
