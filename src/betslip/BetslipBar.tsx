// The collapsed betslip (spec §2): count, bonus badge, first match and potential win, above the tab bar
// on phones and in the corner on desktop; hidden when the slip is empty. It opens the slip panel, a lazy
// chunk, which minimises itself 100 ms after the last pick is removed.
import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from '@linaria/react';
import { useCell } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { money, useSlot } from './use-slip.ts';
import { withMessages } from '../i18n/load-messages.ts';

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
  const { rows, figures } = useSlot();
  const [open, setOpen] = useState(false);
  const firstMatch = useCell('slipSelections', rows[0] ?? '', 'match_name') ?? '';
  useEffect(() => {
    if (rows.length === 0 && open) {
      const timer = setTimeout(() => setOpen(false), 100);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [rows.length, open]);
  if (rows.length === 0 && !open) {
    return null;
  }
  return (
    <>
      {rows.length > 0 ? (
        <Bar type="button" data-testid="betslip-bar" onClick={() => setOpen(true)} aria-label={t('slip.open')}>
          <span className="count" data-testid="betslip-count">{rows.length}</span>
          <span className="match">
            {firstMatch}
            <small>{figures.bonusPercent > 0 ? t('slip.bonusBadge', { percent: figures.bonusPercent }) : t(figures.betType === 'SINGLE' ? 'slip.single' : 'slip.multiple')}</small>
          </span>
          <span className="win"><small>{t('slip.potentialWin')}</small>{money(figures.netWinCents)}</span>
        </Bar>
      ) : null}
      {open ? <Suspense fallback={null}><BetslipPanel onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
