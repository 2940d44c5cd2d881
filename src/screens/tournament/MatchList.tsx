// The virtualised match list: only the rows in (and just around) the viewport are mounted, so a list of
// 500 matches costs a screenful of rows on a cheap phone. Date and tournament headers are virtual items too.
// Every item has a fixed height (list-items.ts), so nothing is measured. On phones the list follows the
// page's own scroll (the address bar can hide); in the desktop columns it follows its column's scroll box.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { daysFromToday, formatDay } from '../../i18n/calendar.ts';
import { Flag } from '../../reference/Flag.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { itemHeight, type ListItem } from './list-items.ts';
import { TourRow } from './TourRow.tsx';
import { DayHeader, TournamentHeader } from './style.ts';

export interface MatchListProps {
  items: ListItem[];
  desktop: boolean;
  selectedId: string | undefined;
  onSelect: (matchId: string) => void;
  /** 'Load More' and its states, after the last row. */
  footer: ReactNode;
}

const OVERSCAN = 6;

function Items({ v, offset, items, desktop, selectedId, onSelect }: MatchListProps & { v: Virtualizer<never, Element>; offset: number }) {
  const t = useT();
  const country = useCountryName();
  const lang = useLanguage();
  const now = Date.now();
  const day = (start: number): string => {
    const d = daysFromToday(start, now);
    return d === 0 ? t('date.today') : d === 1 ? t('date.tomorrow') : formatDay(start, lang);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the virtualiser's sized box and its absolutely placed rows (only a window of them mounted) are plain boxes; the roles say what they hold
    <div role="list" aria-label={t('tournament.list')} style={{ height: v.getTotalSize(), position: 'relative' }}>
      {v.getVirtualItems().map((vi) => {
        const item = items[vi.index];
        if (!item) {
          return null;
        }
        return (
          // biome-ignore lint/a11y/useSemanticElements: one virtual row (see the list above)
          <div
            key={vi.key}
            role="listitem"
            style={{ position: 'absolute', top: 0, left: 0, right: 0, height: vi.size, transform: `translateY(${vi.start - offset}px)` }}
          >
            {item.kind === 'day' ? (
              <DayHeader data-testid="day-header">{day(item.start)}</DayHeader>
            ) : item.kind === 'tournament' ? (
              <TournamentHeader data-testid="tournament-header">
                <SportIcon name={item.sport} size={14} />
                <Flag code={item.countryCode || null} country={item.category} size={11} />
                <span>{item.category ? `${country(item.category)} - ${item.name}` : item.name}</span>
              </TournamentHeader>
            ) : (
              <TourRow matchId={item.id} desktop={desktop} selected={item.id === selectedId} onSelect={onSelect} />
            )}
          </div>
        );
      })}
    </div>
  );
}

const sizeOf =
  (items: ListItem[], desktop: boolean) =>
  (i: number): number =>
    itemHeight(items[i]?.kind ?? 'match', desktop);
const keyOf =
  (items: ListItem[]) =>
  (i: number): string =>
    items[i]?.key ?? String(i);

/** Phone: rows positioned against the page, offset by where the list starts on it. */
export function WindowList(props: MatchListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = ref.current ? Math.round(ref.current.getBoundingClientRect().top + window.scrollY) : 0;
    if (top !== margin) {
      setMargin(top);
    }
  });
  const v = useWindowVirtualizer({
    count: props.items.length,
    estimateSize: sizeOf(props.items, props.desktop),
    getItemKey: keyOf(props.items),
    overscan: OVERSCAN,
    scrollMargin: margin,
  });
  return (
    <div ref={ref}>
      <Items {...props} v={v as unknown as Virtualizer<never, Element>} offset={margin} />
      {props.footer}
    </div>
  );
}

/** Desktop: rows positioned inside the column's own scroll box. */
export function ElementList(props: MatchListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: props.items.length,
    getScrollElement: () => ref.current,
    estimateSize: sizeOf(props.items, props.desktop),
    getItemKey: keyOf(props.items),
    overscan: OVERSCAN,
  });
  return (
    <div className="scroll" ref={ref} data-testid="match-list-scroll">
      <Items {...props} v={v as unknown as Virtualizer<never, Element>} offset={0} />
      {props.footer}
    </div>
  );
}
