// The ticket modal of Check Ticket and Bet History (spec §2, companion §2): status badge, the
// selections with their own status once settled, stake, total odds, bonus, 'Won Amount' or 'Potential
// Win', cashback, placed and 'Settled' times; a shop ticket also names its shop with the acceptance time, and 'Paid'. A tap on the backdrop, Close
// or Escape dismisses it. Each settled leg links to its match's result (issue 29), so a player can see why it lost.
// A pending money ticket of the signed-in player offers its cash-out (issue 32); a cashed-out one shows its amount, and
// each cash-out of a ticket is listed (CashoutList.tsx).
import { lazy, Suspense } from 'react';
import { TicketStatus, type TicketDetail } from '../../schema/ticket.ts';
import { isSettled, isWon } from '../../domain/settlement.ts';
import { statusColour } from '../../domain/history.ts';
import { useFormatOdds } from '../data/odds-format.ts';
import { useT, useLanguage } from '../i18n/I18nProvider.tsx';
import { feedNames } from '../i18n/feed-names.ts';
import { formatDay, formatTime } from '../i18n/calendar.ts';
import { formatAmount as money } from '../components/format.ts';
import { Link } from '@tanstack/react-router';
import { useEscape } from '../components/use-escape.ts';
import { useCell } from '../data/hooks.ts';
import { Badge, ModalShell } from './ticket-style.ts';
import { mayCashOut } from '../../sync/read/cashout.ts';
import { CashoutList } from './CashoutList.tsx';

// Cash-out (issue 32) loads with the first pending money ticket shown, not with every screen that shows a badge.
const CashoutPanel = lazy(() => import('./cashout/CashoutPanel.tsx'));

const when = (iso: string | null | undefined): number => (iso ? Date.parse(iso) || 0 : 0);

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const t = useT();
  return (
    <Badge data-colour={statusColour(status)} data-testid={testId}>
      {status in TicketStatus.schema ? t(`check.status.${status as TicketStatus}`) : status}
    </Badge>
  );
}

export function TicketModal({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  const lang = useLanguage();
  const feed = feedNames(t);
  const settled = isSettled(ticket.bet_status);
  const info = new Map(ticket.market_status.map((m) => [`${m.MatchID}`, m]));
  const settledAt = when(ticket.settled_at);
  const placedAt = when(ticket.created_at);
  useEscape(onClose);
  // A cash-out's result stays until the player closes it, also once the ticket is cashed out in full.
  const cashingOut = Boolean(useCell('cashouts', ticket.id, 'status'));
  // A points ticket's stake is points (its win is money, as the server pays it): never shown as an amount of ETB.
  const points = ticket.kind === 'points';
  const stake = ticket.total_stake;
  const stakeText = points ? t('history.pointsAmount', { n: Number.isInteger(stake) ? String(stake) : money(stake) }) : money(stake);
  return (
    <ModalShell
      role="dialog"
      aria-label={ticket.reference_id}
      data-testid="ticket-modal"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="card">
        <header>
          <code>{ticket.reference_id}</code>
          {points ? <Badge data-testid="ticket-points">{t('history.points')}</Badge> : null}
          <StatusBadge status={ticket.bet_status} testId="ticket-status" />
        </header>
        <ul>
          {ticket.selections.map((s) => {
            const m = info.get(`${s.MatchID}`);
            return (
              <li key={`${s.MatchID}|${s.MarketID}|${s.OutcomeID}`} data-testid="ticket-leg">
                <div>
                  <b>{m?.HomeTeam && m.AwayTeam ? `${m.HomeTeam.name} v ${m.AwayTeam.name}` : s.MatchID}</b>
                  <small>
                    {m?.MarketName ? `${feed.market(m.MarketName)}: ` : ''}
                    {feed.outcome(s.OutcomeName)}
                  </small>
                  {settled && s.SettlementStatus !== 'PENDING' ? (
                    <Link className="result" to="/results" search={{ match: String(s.MatchID) }} data-testid="leg-result">
                      {t('check.seeResult')}
                    </Link>
                  ) : null}
                </div>
                <span className="odds">{formatOdds(s.Odds)}</span>
                {settled && s.SettlementStatus !== 'PENDING' ? <StatusBadge status={s.SettlementStatus} /> : <span />}
              </li>
            );
          })}
        </ul>
        <dl>
          <dt>{t('check.stake')}</dt>
          <dd data-testid="ticket-stake">{stakeText}</dd>
          <dt>{t('check.totalOdds')}</dt>
          <dd>{formatOdds(ticket.total_odds)}</dd>
          {ticket.bonus_percentage > 0 ? (
            <>
              <dt>{t('history.bonus')}</dt>
              <dd>{ticket.bonus_percentage}%</dd>
            </>
          ) : null}
          {isWon(ticket.bet_status) || ticket.bet_status === 'CASHED_OUT' ? (
            <>
              <dt>{ticket.bet_status === 'CASHED_OUT' ? t('check.cashout.amount') : t('check.wonAmount')}</dt>
              <dd data-testid="ticket-amount">{money(ticket.win_amount)}</dd>
            </>
          ) : (
            <>
              <dt>{t('check.potentialWin')}</dt>
              <dd data-testid="ticket-amount">{money(ticket.potential_win ?? ticket.net_potential_win ?? 0)}</dd>
            </>
          )}
          {ticket.cashback_amount > 0 ? (
            <>
              <dt>{t('check.cashback')}</dt>
              <dd>{money(ticket.cashback_amount)}</dd>
            </>
          ) : null}
          {placedAt ? (
            <>
              <dt>{t('history.placed')}</dt>
              <dd>
                {formatDay(placedAt, lang)} {formatTime(placedAt)}
              </dd>
            </>
          ) : null}
          {ticket.shop ? (
            <>
              <dt>{t('check.shop')}</dt>
              <dd data-testid="ticket-shop">
                {ticket.shop.name} · {formatDay(when(ticket.shop.accepted_at), lang)} {formatTime(when(ticket.shop.accepted_at))}
              </dd>
            </>
          ) : null}
          {ticket.shop?.paid_at ? (
            <>
              <dt>{t('check.paid')}</dt>
              <dd data-testid="ticket-paid">
                {formatDay(when(ticket.shop.paid_at), lang)} {formatTime(when(ticket.shop.paid_at))}
              </dd>
            </>
          ) : null}
          {settled && settledAt ? (
            <>
              <dt>{t('check.settled')}</dt>
              <dd>
                {formatDay(settledAt, lang)} {formatTime(settledAt)}
              </dd>
            </>
          ) : null}
        </dl>
        <CashoutList ticket={ticket} />
        {mayCashOut(ticket) || cashingOut ? (
          <Suspense fallback={null}>
            <CashoutPanel ticket={ticket} />
          </Suspense>
        ) : null}
        <button type="button" onClick={onClose}>
          {t('check.close')}
        </button>
      </div>
    </ModalShell>
  );
}
