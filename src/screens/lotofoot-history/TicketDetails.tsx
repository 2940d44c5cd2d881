// 'Ticket Details' of a LotoFoot ticket (companion §2): reference, variant, stake, status, prize, then each pick:
// the teams ('home vs away', or 'Match N' when the ticket names none), the pick, the start time (MMM dd, HH:mm) and,
// once graded, whether it was right (a void match counts as right). 'No predictions available' when it has none.
import type { LotofootTicket } from '../../../schema/lotofoot.ts';
import { variantLabel } from '../../../domain/lotofoot.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { formatAmount as money } from '../../components/format.ts';
import { StatusBadge } from '../../tickets/TicketModal.tsx';
import { Badge, ModalShell } from '../../tickets/ticket-style.ts';
import { useEscape } from '../../components/use-escape.ts';
import { pickDate } from './dates.ts';

export function TicketDetails({ ticket, onClose }: { ticket: LotofootTicket; onClose: () => void }) {
  const t = useT();
  const lang = useLanguage();
  useEscape(onClose); // as the other dialogs (issue 29)
  return (
    <ModalShell
      role="dialog"
      aria-label={t('lotofoot.details')}
      data-testid="lotofoot-details"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="card">
        <header>
          <b>{t('lotofoot.details')}</b>
          <StatusBadge status={ticket.status} />
        </header>
        <dl>
          <dt>{t('lotofoot.detail.reference')}</dt>
          <dd>{ticket.reference_id}</dd>
          <dt>{t('lotofoot.detail.variant')}</dt>
          <dd>{variantLabel(ticket.variant)}</dd>
          <dt>{t('lotofoot.detail.stake')}</dt>
          <dd>{money(ticket.ticket_price)} ETB</dd>
          <dt>{t('lotofoot.detail.prize')}</dt>
          <dd>{money(ticket.prize_amount)} ETB</dd>
        </dl>
        {ticket.predictions.length === 0 ? (
          <p>{t('lotofoot.noPredictions')}</p>
        ) : (
          <ul>
            {ticket.predictions.map((p, i) => (
              <li key={p.match_id || i} data-testid="lotofoot-detail-pick" data-correct={p.correct ?? ''}>
                <div>
                  <b>
                    {p.home_team && p.away_team ? t('lotofoot.vs', { home: p.home_team, away: p.away_team }) : t('lotofoot.matchN', { n: i + 1 })}
                  </b>
                  <small>{pickDate(p.start_time, lang)}</small>
                </div>
                <span className="odds">{p.prediction}</span>
                {p.correct === true || p.correct === false ? (
                  <Badge data-colour={p.correct ? 'green' : 'red'}>{t(p.correct ? 'lotofoot.right' : 'lotofoot.wrong')}</Badge>
                ) : (
                  <span />
                )}
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={onClose}>
          {t('lotofoot.close')}
        </button>
      </div>
    </ModalShell>
  );
}
