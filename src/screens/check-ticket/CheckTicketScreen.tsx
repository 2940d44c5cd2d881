// Check Ticket (spec §2): the 'Ticket Reference' form ('Check' disabled while blank) emits the lookup command;
// the answer (table ticketLookup) opens the shared ticket modal (src/tickets/TicketModal.tsx), a refusal shows
// its text by code. Anyone may check a ticket, signed in or not.
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { requestTicketLookup } from '../../../sync/ticket-lookup.ts';
import { useEngine, useTicketLookup } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TicketModal } from '../../tickets/TicketModal.tsx';
import { commandText } from '../../components/command-text.ts';
import { Sheet } from './sheet-style.ts';

export function CheckTicketScreen() {
  const t = useT();
  const engine = useEngine();
  const lookup = useTicketLookup();
  const [reference, setReference] = useState('');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void requestTicketLookup(engine, reference);
  };
  const close = useCallback((): void => engine.emit({ type: 'v1.TicketLookupClosed', at: Date.now(), source: 'user', payload: {} }), [engine]);
  // Leaving the screen forgets the lookup: coming back shows the empty form, not the last ticket.
  useEffect(() => close, [close]);
  return (
    <Sheet>
      <form onSubmit={submit} data-testid="check-ticket-form">
        <h1>{t('check.title')}</h1>
        <label>
          {t('check.reference')}
          <input name="reference" autoComplete="off" autoCapitalize="characters" value={reference} onChange={(e) => setReference(e.target.value)} />
        </label>
        {lookup.refusal ? (
          <p className="error" role="alert" data-testid="check-error">
            {commandText(t, 'lookup', lookup.refusal)}
          </p>
        ) : null}
        <button type="submit" disabled={lookup.busy || !reference.trim()}>
          {lookup.busy ? t('auth.busy') : t('check.submit')}
        </button>
      </form>
      {/* Results (issue 29): a visitor's way there on a phone, whose tab bar has no room for another tab. */}
      <Link to="/results" className="results-link" data-testid="check-results">
        {t('nav.results')}
      </Link>
      {lookup.ticket ? <TicketModal ticket={lookup.ticket} onClose={close} /> : null}
    </Sheet>
  );
}
