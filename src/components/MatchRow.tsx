// One match row: kick-off time, both teams and the main market's odds (1 X 2, or 1 2 for two-way).
// Each odds cell subscribes to its own outcome's cells, so a price change re-renders only that cell;
// a live change flashes up (green) or down (red), and a suspended outcome is disabled.
import { memo, useState } from 'react';
import { useMove } from './use-move.ts';
import { styled } from '@linaria/react';
import { useCell, useEngine, useHasRow, useRow, useSliceRowIds, useStore, useValue } from '../data/hooks.ts';
import { pickFromStore } from '../betslip/pick.ts';
import { selectionId } from '../../domain/selection.ts';
import { INDEX } from '../../sync/store.ts';
import { isPickable, labelOutcomes } from '../../domain/market-display.ts';
import { useFormatOdds } from '../data/odds-format.ts';
import { formatTime } from '../i18n/calendar.ts';
import { useDateStyle } from '../i18n/I18nProvider.tsx';

export const ROW_HEIGHT = 52;

const Row = styled.div`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  min-height: ${ROW_HEIGHT}px;
  padding: 6px 12px;
  border-bottom: 1px solid var(--border);
  background: var(--surface);
`;
/** Kick-off time and team names, shared with the desktop tables so every match list reads alike. */
export const KickOff = styled.time`
  color: var(--muted);
  font-size: 12px;
  font-variant-numeric: tabular-nums;
`;
export const TeamNames = styled.div`
  min-width: 0;
  & div {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-weight: 600;
    font-size: 13px;
  }
`;
const Odds = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 52px;
  gap: 4px;
`;
const Cell = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  height: 40px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: var(--surface-2);
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  & small {
    font-size: 10px;
    color: var(--muted);
    line-height: 1;
  }
  & b {
    font-size: 13px;
    color: #fff;
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  &[aria-pressed='true'] {
    background: var(--accent);
    border-color: var(--accent);
  }
  &[aria-pressed='true'] small {
    color: #fff;
  }
  /* The check mark of spec §9 (500 ms); two identical animations so every tap restarts it. */
  &[data-flash] {
    position: relative;
  }
  &[data-flash] b::after {
    content: '✓';
    position: absolute;
    top: 2px;
    right: 4px;
    font-size: 10px;
    opacity: 0;
  }
  &[data-flash='a'] b::after {
    animation: flash-a 500ms ease-out;
  }
  &[data-flash='b'] b::after {
    animation: flash-b 500ms ease-out;
  }
  & b[data-move] { border-radius: 4px; padding: 0 2px; }
  & b[data-move='up'] { animation: odds-up 1600ms ease-out; }
  & b[data-move='down'] { animation: odds-down 1600ms ease-out; }
  @keyframes odds-up {
    from { background: rgba(34, 197, 94, 0.55); }
    to { background: transparent; }
  }
  @keyframes odds-down {
    from { background: rgba(248, 113, 113, 0.55); }
    to { background: transparent; }
  }
  @keyframes flash-a {
    from { opacity: 1; }
    to { opacity: 0; }
  }
  @keyframes flash-b {
    from { opacity: 1; }
    to { opacity: 0; }
  }
`;

type OutcomeRow = ReturnType<typeof useRow<'outcomes'>>;

/** The slip row id a pick would have in `slot` ('' while the rows are incomplete). */
function pickRowId(slot: number, o: OutcomeRow, marketId: string): string {
  if (!o.outcome_id || !marketId) {
    return '';
  }
  return `${slot}|${selectionId({ matchId: o.match_id ?? '', marketId, outcomeId: o.outcome_id, specifier: o.specifier || null, variant: o.variant || null, specialValue: o.special_value || null, variantValue: o.variant_value || null })}`;
}

// Four store subscriptions per cell (a list shows hundreds of cells; each subscription costs on mount and on
// every write): the outcome row, its market's id, the active slot, and whether the slip holds the pick.
export const OddsCell = memo(function OddsCell({ outcomeRow, label, pickable }: { outcomeRow: string; label: string; pickable: boolean }) {
  const o = useRow('outcomes', outcomeRow);
  const odds = o.odds ?? 0;
  const suspended = o.status === 'suspended';
  const move = useMove(odds);
  const formatOdds = useFormatOdds();
  const engine = useEngine();
  const store = useStore();
  const slot = useValue('slip_active') ?? 0;
  const marketId = useCell('markets', o.market_row ?? '', 'market_id') ?? '';
  const selected = useHasRow('slipSelections', pickRowId(slot, o, marketId));
  const [flash, setFlash] = useState(0);
  const toggle = (): void => {
    const selection = store ? pickFromStore(store, outcomeRow) : null;
    if (selection) {
      engine.emit({ type: 'v1.SelectionToggled', at: Date.now(), source: 'user', payload: { slot, selection } });
      setFlash((n) => n + 1);
    }
  };
  return (
    <Cell
      type="button"
      disabled={!pickable || suspended}
      data-testid="odds"
      aria-pressed={selected}
      onClick={toggle}
      data-flash={flash > 0 && selected ? (flash % 2 ? 'a' : 'b') : undefined}
      aria-label={`${label} ${formatOdds(odds)}`}
    >
      {/* the space keeps the shown text '1 2.81', as the label reads (axe: label-content-name-mismatch) */}
      <small>{label}</small>{' '}
      <b key={odds} data-move={move}>
        {formatOdds(odds)}
      </b>
    </Cell>
  );
});

export function MainMarketOdds({ marketRow }: { marketRow: string }) {
  const outcomeRows = useSliceRowIds(INDEX.outcomesByMarket, marketRow);
  const status = useCell('markets', marketRow, 'status') ?? '';
  const labels = labelOutcomes(useOutcomeNames(outcomeRows).map((name) => ({ name }))).map((l) => l.label);
  return (
    <Odds>
      {outcomeRows.map((row, i) => (
        <OddsCell key={row} outcomeRow={row} label={labels[i] ?? ''} pickable={isPickable(status)} />
      ))}
    </Odds>
  );
}

function useOutcomeNames(rows: string[]): string[] {
  const first = useCell('outcomes', rows[0] ?? '', 'name') ?? '';
  const second = useCell('outcomes', rows[1] ?? '', 'name') ?? '';
  const third = useCell('outcomes', rows[2] ?? '', 'name') ?? '';
  return [first, second, third].slice(0, rows.length);
}

export const MatchRow = memo(function MatchRow({ matchId }: { matchId: string }) {
  const m = useRow('matches', matchId);
  // Its kick-off time follows the date style (issue 18).
  useDateStyle();
  if (!m.main_market) {
    return null;
  }
  const start = m.start_time ?? 0;
  return (
    <Row data-testid="match-row" data-match-id={matchId}>
      <KickOff dateTime={new Date(start).toISOString()}>{formatTime(start)}</KickOff>
      <TeamNames>
        <div data-testid="home-team">{m.home_name}</div>
        <div data-testid="away-team">{m.away_name}</div>
      </TeamNames>
      <MainMarketOdds marketRow={m.main_market} />
    </Row>
  );
});
