// After a successful bet (spec §2/§3): the ticket reference — 'Reference Code' for a CASH- ticket to take
// to a shop, else 'Ticket ID' — with a copy control that says 'Copied!' for 2 seconds, and the placed ticket's
// stake, total odds and potential win as the server stored them. The slip was already cleared when the ticket
// was placed; closing the dialog only dismisses it.
import { useEffect, useState } from 'react';
import type { TicketDetail } from '../../schema/ticket.ts';
import { useFormatOdds } from '../data/odds-format.ts';
import { formatAmount } from '../components/format.ts';
import { useT } from '../i18n/I18nProvider.tsx';

export function ReferenceDialog({ reference, ticket, onClose }: { reference: string; ticket?: TicketDetail | null; onClose: () => void }) {
  const t = useT();
  const formatOdds = useFormatOdds();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (): void => {
    void navigator.clipboard?.writeText(reference).then(
      () => setCopied(true),
      () => setCopied(true),
    );
  };
  const win = ticket ? (ticket.net_potential_win ?? ticket.potential_win) : undefined;
  return (
    <div className="reference" role="alertdialog" aria-label={t('slip.placed')} data-testid="reference-dialog">
      <p className="ok">{t('slip.placed')}</p>
      <small>{t(reference.startsWith('CASH-') ? 'slip.referenceCode' : 'slip.ticketId')}</small>
      <code data-testid="reference">{reference}</code>
      {ticket ? (
        <dl data-testid="placed-ticket">
          <dt>{t('slip.stake')}</dt>
          <dd>{formatAmount(ticket.total_stake)}</dd>
          <dt>{t('slip.totalOdds')}</dt>
          <dd data-testid="placed-odds">{formatOdds(ticket.total_odds)}</dd>
          {win !== undefined ? (
            <>
              <dt>{t('slip.potentialWin')}</dt>
              <dd>{formatAmount(win)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <button type="button" onClick={copy}>
        {copied ? t('slip.copied') : t('slip.copy')}
      </button>
      <button type="button" className="place" onClick={onClose}>
        {t('slip.close')}
      </button>
    </div>
  );
}
