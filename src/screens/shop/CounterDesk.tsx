// The counter (keyboard-first): the reference field is focused on load. Enter loads the typed reference; Enter again
// on the loaded ticket confirms its one action (accept with the stake shown, or pay out what is due); Esc clears
// field and ticket; F2 switches to the till. A booking code (6 letters and digits) asks for the stake, and Enter
// makes a CASH- ticket of it, which the field then holds, so the next Enter accepts it. Every action is a v1.ShopRequested intent; the answer lands in the store.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearCounter, requestShop } from '../../../sync/shop.ts';
import { formatAmount as money } from '../../components/format.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { refusalText } from './shop-text.ts';
import { TicketPanel } from './TicketPanel.tsx';
import { TillPanel } from './TillPanel.tsx';
import type { useCounter } from './use-counter.ts';

/** A booking code as typed: 6 of the unambiguous alphabet (schema/booking-code.ts), never a CASH- reference. */
const BOOKING_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;

export function CounterDesk({ counter }: { counter: ReturnType<typeof useCounter> }) {
  const t = useT();
  const engine = useEngine();
  const field = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState('');
  const [tillOpen, setTillOpen] = useState(false);
  const [stake, setStake] = useState('');
  const stakeField = useRef<HTMLInputElement>(null);
  const loaded = counter.ticket;
  const typed = reference.trim().toUpperCase();
  const current = loaded !== null && loaded.ticket.reference_id === typed ? loaded : null;
  const next = current?.shop.can_accept ? 'accept' : current && current.shop.payable > 0 ? 'payout' : 'load';
  const booking = BOOKING_CODE.test(typed);
  const made = counter.done && counter.action === 'booking' ? (loaded?.ticket.reference_id ?? '') : '';
  // The ticket made of a booking code takes the field's place: the next Enter accepts it.
  useEffect(() => {
    if (made) {
      setReference(made);
      setStake('');
      field.current?.focus();
    }
  }, [made]);

  // The counter's keys: Escape clears it, F2 opens the till.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        setReference('');
        clearCounter(engine);
        field.current?.focus();
      } else if (e.key === 'F2') {
        e.preventDefault();
        setTillOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine]);

  const act = (action: 'load' | 'accept' | 'payout'): void => {
    requestShop(engine, { action, reference: typed });
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!typed || counter.busy) {
      return;
    }
    if (booking && !stake.trim()) {
      stakeField.current?.focus();
    } else if (booking) {
      requestShop(engine, { action: 'booking', reference: typed, stake });
    } else {
      act(next);
    }
  };
  const done = counter.done && current ? counter.action : '';
  return (
    <div className="desk">
      <form className="card" onSubmit={submit} data-testid="shop-counter">
        <label>
          {t('shop.reference')}
          <input
            ref={field}
            // biome-ignore lint/a11y/noAutofocus: keyboard-first: the cashier types or scans a reference at once
            autoFocus
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="CASH-"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
        {booking ? (
          <label>
            {t('shop.stakeLabel')}
            <input ref={stakeField} name="stake" inputMode="decimal" autoComplete="off" value={stake} onChange={(e) => setStake(e.target.value)} />
          </label>
        ) : null}
        <div className="row">
          {booking ? (
            <button className="primary" type="submit" disabled={counter.busy || !stake.trim()} data-testid="shop-make">
              {t('shop.makeTicket')}
            </button>
          ) : null}
          <button className="secondary" type="button" disabled={counter.busy || !typed || booking} onClick={() => act('load')}>
            {t('shop.load')}
          </button>
          {current?.shop.can_accept ? (
            <button className="primary" type="button" disabled={counter.busy} onClick={() => act('accept')} data-testid="shop-accept">
              {t('shop.accept', { stake: money(current.ticket.total_stake) })}
            </button>
          ) : null}
          {current && current.shop.payable > 0 ? (
            <button className="primary" type="button" disabled={counter.busy} onClick={() => act('payout')} data-testid="shop-payout">
              {t('shop.payout', { amount: money(current.shop.payable) })}
            </button>
          ) : null}
        </div>
        {counter.refusal && counter.refusal.code !== 'NO_CASHIER_SESSION' ? (
          <p className="error" role="alert" data-testid="shop-error">
            {t(refusalText(counter.refusal.code))}
          </p>
        ) : null}
        {done === 'accept' && current ? (
          <p className="ok" role="status" data-testid="shop-done">
            {t('shop.done.accept', { stake: money(current.ticket.total_stake) })}
          </p>
        ) : null}
        {done === 'payout' && current ? (
          <p className="ok" role="status" data-testid="shop-done">
            {t('shop.done.payout', { amount: money(current.shop.paid_amount) })}
          </p>
        ) : null}
        <p className="keys">
          <kbd>Enter</kbd> {t('shop.keys.load')} · <kbd>Enter</kbd> {t('shop.keys.confirm')} · <kbd>Esc</kbd> {t('shop.keys.clear')} · <kbd>F2</kbd>{' '}
          {t('shop.keys.till')}
        </p>
        <button className="ghost" type="button" aria-pressed={tillOpen} onClick={() => setTillOpen((open) => !open)} data-testid="shop-till-toggle">
          {t('shop.till.title')}
        </button>
      </form>
      {tillOpen ? (
        <TillPanel counter={counter} />
      ) : current ? (
        <TicketPanel loaded={current} cashout={{ offer: counter.cashout, handed: counter.handed, busy: counter.busy }} />
      ) : null}
    </div>
  );
}
