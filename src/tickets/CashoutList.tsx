// The cash-outs of a ticket in its modal (issue 32; Bet History and Check Ticket): each partial or full cash-out
// oldest first, as the ticket wire lists them — 'Cashed out 12.34 ETB of 10.00 ETB stake · 14:05'. Nothing for a
// ticket never cashed out, or from an older answer that names no cash-outs.
import { styled } from '@linaria/react';
import type { TicketDetail } from '../../schema/ticket.ts';
import { formatAmount as money } from '../components/format.ts';
import { formatTime } from '../i18n/calendar.ts';
import { useT } from '../i18n/I18nProvider.tsx';

const List = styled.section`
  display: grid;
  gap: 6px;
  & h2 { margin: 0; color: var(--muted); font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
  & ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  & li.co-line {
    display: block; padding: 6px 10px; border-radius: 10px; background: rgba(34, 197, 94, 0.08); color: var(--text);
    font-size: 13px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;
  }
`;

export function CashoutList({ ticket }: { ticket: Pick<TicketDetail, 'cashouts'> }) {
  const t = useT();
  const cashouts = ticket.cashouts ?? [];
  if (cashouts.length === 0) {
    return null;
  }
  return (
    <List data-testid="ticket-cashouts">
      <h2>{t('check.cashout.list')}</h2>
      <ol>
        {cashouts.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end (oldest first), never reorders
          <li key={i} className="co-line" data-testid="ticket-cashout">
            {t('check.cashout.line', { amount: money(c.amount), stake: money(c.stake), time: formatTime(Date.parse(c.at) || 0) })}
          </li>
        ))}
      </ol>
    </List>
  );
}
