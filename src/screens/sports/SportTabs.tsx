// The browser's sport strip (spec §2/§9 strip order): icon, name in the player's language and match
// count per sport; the shown sport is pressed. While the list is loading, grey placeholders keep the
// strip's height so nothing jumps when it arrives. The 'Live now' chip leads it (issue 32: Live from the strip).
import { memo, useEffect, useRef } from 'react';
import { useCell } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { useSportName } from '../home/sport-label.ts';
import { Tabs } from './sports-style.ts';
import { LiveNow } from '../live/LiveNow.tsx';

const SportTab = memo(function SportTab({ id, pressed, onSelect }: { id: string; pressed: boolean; onSelect: (id: string) => void }) {
  const t = useT();
  const name = useCell('sports', id, 'name') ?? '';
  const count = useCell('sports', id, 'match_count') ?? 0;
  const label = useSportName()(name);
  const ref = useRef<HTMLButtonElement>(null);
  // A sport opened by its address may sit off the strip's right edge: bring it into view, sideways only.
  useEffect(() => {
    if (pressed) {
      ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [pressed]);
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      aria-label={`${label}, ${t('sports.matchCount', { count })}`}
      data-testid="sport-tab"
      data-sport={id}
      onClick={() => onSelect(id)}
    >
      <SportIcon name={name} size={18} />
      {label} <small>{count}</small>
    </button>
  );
});

export function SportTabs({ ids, selected, onSelect }: { ids: string[]; selected: string; onSelect: (id: string) => void }) {
  const t = useT();
  return (
    <Tabs role="toolbar" aria-label={t('home.sportStrip')} data-testid="sport-tabs">
      <LiveNow />
      {ids.length === 0
        ? // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          Array.from({ length: 4 }, (_, i) => <div key={i} className="ghost" />)
        : ids.map((id) => <SportTab key={id} id={id} pressed={id === selected} onSelect={onSelect} />)}
    </Tabs>
  );
}
