// The collapsed betslip (spec §2): count, bonus badge, first match and potential win, above the tab bar
// on phones and in the corner on desktop. It shows while any slot holds picks — an empty slot shown says so and
// still opens the panel with its three tabs, the way back to the other slots — and is hidden when all are
// empty. In points mode it shows the panel's points figures (points stake, potential win = stake × rate). It
// opens the slip panel, a lazy chunk, which minimises itself 100 ms after the shown slot's last pick goes
// (switching to an empty slot is not that).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { styled } from '@linaria/react';
import { useCell } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { money, usePoints, useSlot, useSlotCounts } from './use-slip.ts';
import { formatAmount } from '../components/format.ts';
import { withMessages } from '../i18n/load-messages.ts';
import { OPEN_SLIP_EVENT } from './open-slip.ts';

const BetslipPanel = lazy(withMessages(() => import('./BetslipPanel.tsx')));

const Bar = styled.button`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: calc(var(--tabbar-h) + 8px);
  z-index: 40;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border: 0;
  border-radius: 12px;
  background: var(--accent-strong);
  color: #fff;
  text-align: left;
  cursor: pointer;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  @media (min-width: 768px) {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 340px;
  }
  & .count {
    min-width: 28px;
    height: 28px;
    border-radius: 50%;
    background: #fff;
    color: var(--accent-strong);
    font-weight: 800;
    display: grid;
    place-items: center;
  }
  & .match {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: 13px;
  }
  & .match small {
    display: block;
    opacity: 0.8;
    font-size: 11px;
  }
  & .win {
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  & .win small {
    display: block;
    font-weight: 600;
    font-size: 10px;
    opacity: 0.8;
  }
`;

export function BetslipBar() {
  const t = useT();
  const view = useSlot();
  const { slot, rows, figures } = view;
  const { points } = usePoints(view);
  const anyPicks = useSlotCounts().some((n) => n > 0);
  const [open, setOpen] = useState(false);
  const firstMatch = useCell('slipSelections', rows[0] ?? '', 'match_name') ?? '';
  // A placed ticket empties its slot at once, but its reference dialog (inside the panel) stays until it is closed.
  const placed = useCell('placements', String(slot), 'status') === 'placed';
  const last = useRef({ slot, count: rows.length, placed });
  // A shared booking link (booking-link.ts) opens the slip once its load answers: the picks, or why none came.
  const bookingStatus = useCell('booking', 'load', 'status');
  const bookingVia = useCell('booking', 'load', 'via');
  const bookingCommand = useCell('booking', 'load', 'command_id');
  // The phone footer's 'Betslip' (open-slip.ts) opens it, picks or none.
  useEffect(() => {
    const open = (): void => setOpen(true);
    window.addEventListener(OPEN_SLIP_EVENT, open);
    return () => window.removeEventListener(OPEN_SLIP_EVENT, open);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each link load opens the slip once, by its command
  useEffect(() => {
    if (bookingVia === 'link' && (bookingStatus === 'loaded' || bookingStatus === 'refused')) {
      setOpen(true);
    }
  }, [bookingStatus, bookingVia, bookingCommand]);
  useEffect(() => {
    const before = last.current;
    last.current = { slot, count: rows.length, placed };
    const emptied = (before.count > 0 && !placed) || (before.placed && !placed);
    if (open && rows.length === 0 && before.slot === slot && emptied) {
      const timer = setTimeout(() => setOpen(false), 100);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [slot, rows.length, open, placed]);
  if (!anyPicks && !open) {
    return null;
  }
  let note = t(figures.betType === 'SINGLE' ? 'slip.single' : 'slip.multiple');
  if (points) {
    note = t('slip.points.amount', { n: formatAmount(points.stake) });
  } else if (figures.bonusPercent > 0) {
    note = t('slip.bonusBadge', { percent: figures.bonusPercent });
  }
  return (
    <>
      {anyPicks ? (
        <Bar
          type="button"
          data-testid="betslip-bar"
          data-slot={slot}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-description={t('slip.open')}
        >
          <span className="count" data-testid="betslip-count">
            {rows.length}
          </span>
          {rows.length > 0 ? (
            <>
              <span className="match">
                {firstMatch}
                <small data-testid="betslip-bar-note">{note}</small>
              </span>
              <span className="win">
                <small>{t('slip.potentialWin')}</small>
                <span data-testid="betslip-bar-win">{money(points ? points.potentialWinCents : figures.netWinCents)}</span>
              </span>
            </>
          ) : (
            <span className="match">
              {t('slip.tab', { n: slot + 1 })}
              <small>{t('slip.barEmpty')}</small>
            </span>
          )}
        </Bar>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <BetslipPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
