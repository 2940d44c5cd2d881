// Check Ticket (spec §2): the 'Ticket Reference' form ('Check' disabled while blank) and the ticket modal
// with its status badge (WON green, LOST red, VOID grey, PENDING and others yellow), the selections with
// their own status once settled, stake, total odds, 'Won Amount' or 'Potential Win', and 'Settled' time.
import { useState, type FormEvent } from 'react';
import { styled } from '@linaria/react';
import type { TicketDetail } from '../../../schema/ticket.ts';
import { findTicket } from '../../../sync/ticket-lookup.ts';
import { isSettled, isWon } from '../../../domain/settlement.ts';
import { formatOdds } from '../../../domain/market-display.ts';
import { useApi } from '../../data/hooks.ts';
import { useT, useLanguage } from '../../i18n/I18nProvider.tsx';
import { formatDay, formatTime } from '../../i18n/calendar.ts';
import { knownTextId } from '../../components/error-text.ts';
import { Sheet } from './sheet-style.ts';
import { formatAmount as money } from '../../components/format.ts';

const colour = (s: string): string => (s === 'WON' || s === 'PARTIALLY_WON' ? 'green' : s === 'LOST' ? 'red' : s === 'VOID' ? 'grey' : 'yellow');

function TicketModal({ ticket, onClose }: { ticket: TicketDetail; onClose: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const settled = isSettled(ticket.bet_status);
  const info = new Map(ticket.market_status.map((m) => [`${m.MatchID}`, m]));
  const at = ticket.settled_at ? Date.parse(ticket.settled_at) : 0;
  return (
    <div className="modal" role="dialog" aria-label={ticket.reference_id} data-testid="ticket-modal" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="card">
        <header>
          <code>{ticket.reference_id}</code>
          <span className="badge" data-colour={colour(ticket.bet_status)} data-testid="ticket-status">{t(`check.status.${ticket.bet_status}`)}</span>
        </header>
        <ul>
          {ticket.selections.map((s) => {
            const m = info.get(`${s.MatchID}`);
            return (
              <li key={`${s.MatchID}|${s.MarketID}|${s.OutcomeID}`}>
                <div>
                  <b>{m?.HomeTeam && m.AwayTeam ? `${m.HomeTeam.name} v ${m.AwayTeam.name}` : s.MatchID}</b>
                  <small>{m?.MarketName ? `${m.MarketName}: ` : ''}{s.OutcomeName}</small>
                </div>
                <span className="odds">{formatOdds(s.Odds)}</span>
                {settled && s.SettlementStatus !== 'PENDING'
                  ? <span className="badge" data-colour={colour(s.SettlementStatus)}>{t(`check.status.${s.SettlementStatus}`)}</span> : <span />}
              </li>
            );
          })}
        </ul>
        <dl>
          <dt>{t('check.stake')}</dt><dd>{money(ticket.total_stake)}</dd>
          <dt>{t('check.totalOdds')}</dt><dd>{formatOdds(ticket.total_odds)}</dd>
          {isWon(ticket.bet_status)
            ? <><dt>{t('check.wonAmount')}</dt><dd data-testid="ticket-amount">{money(ticket.win_amount)}</dd></>
            : <><dt>{t('check.potentialWin')}</dt><dd data-testid="ticket-amount">{money(ticket.potential_win ?? ticket.net_potential_win ?? 0)}</dd></>}
          {ticket.cashback_amount > 0 ? <><dt>{t('check.cashback')}</dt><dd>{money(ticket.cashback_amount)}</dd></> : null}
          {settled && at ? <><dt>{t('check.settled')}</dt><dd>{formatDay(at, lang)} {formatTime(at)}</dd></> : null}
        </dl>
        <button type="button" onClick={onClose}>{t('check.close')}</button>
      </div>
    </div>
  );
}

export function CheckTicketScreen() {
  const t = useT();
  const api = useApi();
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [ticket, setTicket] = useState<TicketDetail | null>(null);
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      setTicket(await findTicket(api, reference));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to find ticket');
    } finally {
      setBusy(false);
    }
  };
  const errorId = knownTextId(error);
  return (
    <Sheet>
      <form onSubmit={(e) => void submit(e)} data-testid="check-ticket-form">
        <h1>{t('check.title')}</h1>
        <label>
          {t('check.reference')}
          <input name="reference" autoComplete="off" autoCapitalize="characters" value={reference} onChange={(e) => setReference(e.target.value)} />
        </label>
        {error ? <p className="error" role="alert" data-testid="check-error">{errorId ? t(errorId) : error}</p> : null}
        <button type="submit" disabled={busy || !reference.trim()}>{busy ? t('auth.busy') : t('check.submit')}</button>
      </form>
      {ticket ? <TicketModal ticket={ticket} onClose={() => setTicket(null)} /> : null}
    </Sheet>
  );
}
