// One market as an expandable panel: its name in upper case, and when open its outcomes as odds buttons
// (name above price). A market that is not 'active' cannot be picked and says so beside its name under a
// padlock (in play a goal suspends markets for a few seconds, issue 32), and a suspended outcome is disabled
// by OddsCell itself; a market without outcomes is not shown at all (spec §5). Each button subscribes to its
// own outcome, so a live price change re-renders one button, not the panel.
import { memo } from 'react';
import { useCell, useSliceRowIds } from '../data/hooks.ts';
import { INDEX } from '../../sync/store.ts';
import { isPickable } from '../../domain/market-display.ts';
import { OddsCell } from '../components/MatchRow.tsx';
import { Icon } from '../components/icons.tsx';
import { Market } from './style.ts';
import { useFeedNames } from '../i18n/feed-names.ts';
import { useT } from '../i18n/I18nProvider.tsx';

function Outcome({ row, pickable }: { row: string; pickable: boolean }) {
  const name = useCell('outcomes', row, 'name') ?? '';
  const feed = useFeedNames();
  return <OddsCell outcomeRow={row} label={feed.outcome(name)} pickable={pickable} />;
}

interface Props {
  row: string;
  open: boolean;
  onToggle: (row: string) => void;
}

export const MarketItem = memo(function MarketItem({ row, open, onToggle }: Props) {
  const name = useCell('markets', row, 'name') ?? '';
  const status = useCell('markets', row, 'status') ?? '';
  const outcomes = useSliceRowIds(INDEX.outcomesByMarket, row);
  const feed = useFeedNames();
  const t = useT();
  if (outcomes.length === 0) {
    return null;
  }
  const body = `market-body-${row}`;
  const locked = !isPickable(status);
  return (
    <Market data-testid="market" data-market-row={row} data-locked={locked || undefined}>
      <h3>
        <button type="button" className="title" aria-expanded={open} aria-controls={open ? body : undefined} onClick={() => onToggle(row)}>
          <span>
            {feed.market(name)}
            {locked ? (
              <small className="locked" data-testid="market-locked">
                {t('markets.suspended')}
              </small>
            ) : null}
          </span>
          <Icon name="chevron" size={18} />
        </button>
      </h3>
      {open ? (
        <div className="body" id={body} style={{ gridTemplateColumns: `repeat(${Math.min(outcomes.length, 3)}, minmax(0, 1fr))` }}>
          {outcomes.map((o) => (
            <Outcome key={o} row={o} pickable={isPickable(status)} />
          ))}
        </div>
      ) : null}
    </Market>
  );
});
