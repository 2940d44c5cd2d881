// A match's markets by group (spec §2/§4): when markets carry a group, one tab per group in the order the
// groups first appear (markets come by priority, so the main group is first) plus 'All', and the first group
// is chosen automatically; without groups, one flat list. The first few panels of the shown list start open.
// The parent keys this component on the match, so the chosen tab and the open panels reset when it changes.
import { useMemo, useState } from 'react';
import { useStore } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { MarketItem } from './MarketItem.tsx';
import { useFeedNames } from '../i18n/feed-names.ts';
import { List, Tabs } from './style.ts';

/** Panels open when a list is first shown; the rest open on tap (a cheap phone renders far fewer buttons). */
const OPEN_AT_FIRST = 5;
const ALL = '';

interface Group {
  id: string;
  name: string;
  rows: string[];
}

export function MarketGroups({ rows }: { rows: string[] }) {
  const t = useT();
  const store = useStore();
  const feed = useFeedNames();
  const key = rows.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined rows identify the list (the array is new each render)
  const groups = useMemo(() => {
    const byId = new Map<string, Group>();
    for (const row of rows) {
      const id = store?.getCell('markets', row, 'group_id') ?? '';
      if (id) {
        const group = byId.get(id) ?? { id, name: feed.group(store?.getCell('markets', row, 'group_name') || id), rows: [] };
        group.rows.push(row);
        byId.set(id, group);
      }
    }
    return [...byId.values()];
  }, [store, key, feed]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const current = chosen !== null && (chosen === ALL || groups.some((g) => g.id === chosen)) ? chosen : (groups[0]?.id ?? ALL);
  const shown = current === ALL ? rows : (groups.find((g) => g.id === current)?.rows ?? rows);
  const toggle = (row: string): void => setToggled((before) => ({ ...before, [row]: !isOpen(row, before) }));
  const isOpen = (row: string, state = toggled): boolean => state[row] ?? shown.indexOf(row) < OPEN_AT_FIRST;

  return (
    <>
      {groups.length > 0 ? (
        <Tabs role="tablist" aria-label={t('markets.groups')} data-testid="market-groups">
          {[...groups, { id: ALL, name: t('markets.all'), rows }].map((g) => (
            <button key={g.id || 'all'} type="button" role="tab" aria-selected={g.id === current} onClick={() => setChosen(g.id)}>
              {g.name}
            </button>
          ))}
        </Tabs>
      ) : null}
      <List role={groups.length > 0 ? 'tabpanel' : undefined}>
        {shown.map((row) => (
          <MarketItem key={row} row={row} open={isOpen(row)} onToggle={toggle} />
        ))}
      </List>
    </>
  );
}
