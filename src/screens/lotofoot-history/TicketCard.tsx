// One LotoFoot ticket (companion §2): the date (dd MMM yyyy, HH:mm), the status badge, the variant (LF7/LF12/LF15),
// the ticket price, the number of matches, the prize when won, correct picks out of the total once graded, and the
// reference. The whole card opens 'Ticket Details'.
import { memo } from 'react';
import type { LotofootTicket } from '../../../schema/lotofoot.ts';
import { variantLabel } from '../../../domain/lotofoot.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { formatAmount as money } from '../../components/format.ts';
import { StatusBadge } from '../../tickets/TicketModal.tsx';
import { cardDate } from './dates.ts';

export const TicketCard = memo(function TicketCard({ ticket, onOpen }: { ticket: LotofootTicket; onOpen: (t: LotofootTicket) => void }) {
  const t = useT();
  const lang = useLanguage();
  const total = ticket.predictions.length;
  return (
    <li>
      <button type="button" className="row" data-testid="lotofoot-ticket" data-status={ticket.status} onClick={() => onOpen(ticket)}>
        <span className="top">
          <time>{cardDate(ticket.created_at, lang)}</time>
          <StatusBadge status={ticket.status} testId="lotofoot-ticket-status" />
        </span>
        <span className="figures">
          <b className="variant">{variantLabel(ticket.variant)}</b>
          <span>
            {t('lotofoot.card.price')} <b>{money(ticket.ticket_price)} ETB</b>
          </span>
          <span>{t('lotofoot.card.matches', { count: total })}</span>
        </span>
        {ticket.correct_predictions !== null ? (
          <span className="meta" data-testid="lotofoot-ticket-correct">
            {t('lotofoot.card.correct', { correct: ticket.correct_predictions, total })}
          </span>
        ) : null}
        {ticket.status === 'WON' ? (
          <span className="win">
            {t('lotofoot.card.prize')} <b data-testid="lotofoot-ticket-prize">{money(ticket.prize_amount)} ETB</b>
          </span>
        ) : null}
        <span className="ref">
          {t('history.reference')} <code data-testid="lotofoot-ticket-reference">{ticket.reference_id}</code>
        </span>
      </button>
    </li>
  );
});
