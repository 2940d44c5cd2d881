// Check Ticket (spec §2): the 'Ticket Reference' form ('Check' disabled while blank); the answer opens
// the shared ticket modal (src/tickets/TicketModal.tsx). Anyone may check a ticket, signed in or not.
import { useState, type FormEvent } from 'react';
import type { TicketDetail } from '../../../schema/ticket.ts';
import { findTicket } from '../../../sync/ticket-lookup.ts';
import { useApi } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TicketModal } from '../../tickets/TicketModal.tsx';
import { knownTextId } from '../../components/known-text.ts';
import { Sheet } from './sheet-style.ts';

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
