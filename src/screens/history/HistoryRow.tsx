// One ticket of the bet history (companion §2): created dd/MM/yyyy HH:mm, status badge, stake, odds to
// 2 decimals, bonus % when positive, the win (settled and won) or potential win, selection count, bet
// type, a cashback line when positive, and the reference. The whole row opens the ticket's detail. A points
// ticket (issue 29) is marked 'Points' and its stake reads in points ('40 pts'); what it wins is ETB. A pending money
// ticket shows its cash-out offer under the row (issue 32); a cashed-out one the amount it was cashed out for.
import { memo, useMemo } from 'react';
import type { TicketDetail } from '../../../schema/ticket.ts';
import { mayCashOut } from '../../../sync/read/cashout.ts';
import CashoutPanel from '../../tickets/cashout/CashoutPanel.tsx';
import { isWon } from '../../../domain/settlement.ts';
import { useFormatOdds } from '../../data/odds-format.ts';
import { useCell, useRow } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatNumericDateTime } from '../../i18n/calendar.ts';
import { formatAmount as money } from '../../components/format.ts';
import { StatusBadge } from '../../tickets/TicketModal.tsx';

export const HistoryRow = memo(function HistoryRow({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  const r = useRow('tickets', id);
  const status = r.bet_status ?? 'PENDING';
  const won = isWon(status as 'WON');
  const points = r.kind === 'points';
  const stake = r.total_stake ?? 0;
  const betType = r.bet_type === 'SINGLE' || r.bet_type === 'MULTIPLE' ? t(`history.type.${r.bet_type}`) : (r.bet_type ?? '');
  const cashedOut = status === 'CASHED_OUT';
  const ticket = useMemo(() => parsed(r.detail), [r.detail]);
  // A cash-out's result stays until the player closes it, also once the ticket is cashed out in full.
  const cashingOut = Boolean(useCell('cashouts', id, 'status'));
  return (
    <li>
      <button
        type="button"
        className="row"
        data-testid="history-row"
        data-status={status}
        data-kind={points ? 'points' : 'money'}
        onClick={() => onOpen(id)}
      >
        <span className="top">
          <time>{r.created_at ? formatNumericDateTime(r.created_at) : ''}</time>
          <span className="badges">
            {points ? (
              <span className="points" data-testid="history-points">
                {t('history.points')}
              </span>
            ) : null}
            <StatusBadge status={status} testId="history-status" />
          </span>
        </span>
        <span className="figures">
          <span>
            {t('check.stake')}{' '}
            <b data-testid="history-stake">
              {points ? t('history.pointsAmount', { n: Number.isInteger(stake) ? String(stake) : money(stake) }) : `${money(stake)} ETB`}
            </b>
          </span>
          <span>
            {t('history.odds')} <b>{formatOdds(r.total_odds ?? 0)}</b>
          </span>
          {(r.bonus_percentage ?? 0) > 0 ? (
            <span>
              {t('history.bonus')} <b>{r.bonus_percentage}%</b>
            </span>
          ) : null}
        </span>
        <span className="win">
          {won ? t('history.win') : cashedOut ? t('check.cashout.amount') : t('check.potentialWin')}{' '}
          <b data-testid="history-win">{money(won || cashedOut ? (r.win_amount ?? 0) : (r.potential_win ?? 0))} ETB</b>
        </span>
        <span className="meta">
          {t('history.selections', { count: r.selection_count ?? 0 })} · {betType}
        </span>
        {(r.cashback_amount ?? 0) > 0 ? (
          <span className="cashback">
            {t('check.cashback')} <b>{money(r.cashback_amount ?? 0)} ETB</b>
          </span>
        ) : null}
        <span className="ref">
          {t('history.reference')} <code data-testid="history-reference">{r.reference_id}</code>
        </span>
      </button>
      {ticket && (mayCashOut(ticket) || cashingOut) ? <CashoutPanel ticket={ticket} compact /> : null}
    </li>
  );
});

/** The ticket's detail as the row keeps it (JSON), null when absent or unreadable. */
function parsed(json: string | undefined): TicketDetail | null {
  try {
    return json ? (JSON.parse(json) as TicketDetail) : null;
  } catch {
    return null;
  }
}
