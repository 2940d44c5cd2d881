// TOP SPORTS' two pickers: the sport tab bar (numeric sport id order, the chosen tab marked) and the
// 4-column grid of the sport's tournaments (flag, name, country; the chosen one marked). Both are toolbars
// of toggle buttons (aria-pressed) with the phone strip's and chips' test ids (sport-strip/sport-chip,
// tournament-chips), so the journeys that choose a sport or a league run unchanged on both layouts.
import { styled } from '@linaria/react';
import { useStore } from '../../../data/hooks.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { Flag } from '../../../reference/Flag.tsx';
import { SportIcon } from '../../../reference/SportIcon.tsx';
import { useSportName } from '../sport-label.ts';
import type { GridTournament } from './home-rules.ts';

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  padding: 8px 12px 0;
  overflow-x: auto;
  border-bottom: 1px solid var(--border);
  scrollbar-width: thin;
`;
const Tab = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--muted);
  font-weight: 700;
  font-size: 13px;
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    color: #fff;
    border-bottom-color: var(--accent);
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  padding: 12px 16px;
`;
const Cell = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  height: 44px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: var(--surface-2);
  cursor: pointer;
  text-align: left;
  & span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & b,
  & small {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & b {
    font-size: 13px;
  }
  & small {
    font-size: 11px;
    color: var(--muted);
  }
  &[aria-pressed='true'] {
    border-color: var(--accent);
    background: var(--accent-soft);
  }
`;

export function SportTabs({ ids, selected, onSelect }: { ids: string[]; selected: string; onSelect: (id: string) => void }) {
  const t = useT();
  const sportName = useSportName();
  const store = useStore();
  return (
    <Tabs role="toolbar" aria-label={t('desktopHome.sports')} data-testid="sport-strip">
      {ids.map((id) => {
        const name = store?.getCell('sports', id, 'name') ?? '';
        return (
          <Tab key={id} type="button" aria-pressed={id === selected} data-testid="sport-chip" data-sport-id={id} onClick={() => onSelect(id)}>
            <SportIcon name={name} size={18} />
            {sportName(name)}
          </Tab>
        );
      })}
    </Tabs>
  );
}

export function TournamentGrid({ items, selected, onSelect }: { items: GridTournament[]; selected: string; onSelect: (id: string) => void }) {
  const t = useT();
  if (items.length === 0) {
    return null;
  }
  return (
    <Grid role="toolbar" aria-label={t('desktopHome.tournaments')} data-testid="tournament-chips" data-layout="grid">
      {items.map((item) => (
        <Cell
          key={item.id}
          type="button"
          aria-pressed={item.id === selected}
          data-testid="tournament-cell"
          data-tournament-id={item.id}
          onClick={() => onSelect(item.id)}
        >
          <Flag code={item.code || null} country={item.country} size={14} />
          <span>
            <b>{item.name}</b>
            <small>{item.country}</small>
          </span>
        </Cell>
      ))}
    </Grid>
  );
}
