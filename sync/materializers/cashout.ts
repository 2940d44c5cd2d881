// Materializers of cash-out (issue 32): a ticket's offer (table cashoutOffers) and the taking of it (table cashouts,
// one row per ticket). An outcome lands only on the command it answers (same commandId), and a second request while
// one is in flight changes nothing (its handler sees that and sends nothing). A cash-out paid rewrites the ticket
// wherever the store shows it — its history row and the Check Ticket answer — from the ticket the server answered, and
// the offer at once (nothing left after a whole one; the rest of the stake after a part) until the offer is read again.
import type { PayloadOf } from '../../schema/event.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import { loaded } from '../families/loaded.ts';
import type { AppData } from '../store.ts';
import { LOOKUP_ROW } from '../read/tickets.ts';
import { cashoutRetryFor } from '../read/cashout.ts';
import { AUTO_CASHOUT_MATERIALIZERS, storeOffer } from './cashout-auto.ts';
import { ticketRow } from './history.ts';

const IDLE = { status: '', code: '', http_status: 0, message: '', new_offer: 0 } as const;

const cents = (etb: number): number => Math.round(etb * 100);

/** The id of the ticket Check Ticket shows ('' for none). */
function lookedUpId(json: string | undefined): string {
  try {
    return String((JSON.parse(json || '{}') as { id?: unknown }).id ?? '');
  } catch {
    return '';
  }
}

function offerLoaded(data: AppData, p: PayloadOf<'v1.CashoutOfferLoaded'>): void {
  storeOffer(data, p.offer);
}

function requested({ store }: AppData, p: PayloadOf<'v1.CashoutRequested'>, at: number): void {
  if (store.getCell('cashouts', p.ticketId, 'status') === 'submitting') {
    return;
  }
  store.setPartialRow('cashouts', p.ticketId, {
    ...IDLE,
    status: 'submitting',
    command_id: p.commandId,
    part: p.stake ?? 0,
    seen: p.offer,
    held_until: p.holdSeconds ? at + p.holdSeconds * 1000 : 0,
    retry_key: p.idempotencyKey,
    retry_for: cashoutRetryFor(p.offer, p.stake),
  });
}

const answers = ({ store }: AppData, ticketId: string, commandId: string): boolean => store.getCell('cashouts', ticketId, 'command_id') === commandId;

function taken(data: AppData, p: PayloadOf<'v1.CashoutTaken'>): void {
  if (!answers(data, p.ticketId, p.commandId)) {
    return;
  }
  const { store } = data;
  const cashed = (store.getCell('cashouts', p.ticketId, 'cashed') ?? 0) + p.amount;
  store.setPartialRow('cashouts', p.ticketId, {
    ...IDLE,
    status: 'taken',
    amount: p.amount,
    stake: p.stake,
    cashed: cents(cashed) / 100,
    retry_key: '',
    retry_for: '',
  });
  if (store.hasRow('tickets', p.ticketId)) {
    store.setRow('tickets', p.ticketId, ticketRow(p.ticket));
  }
  if (
    store.getCell('ticketLookup', LOOKUP_ROW, 'status') === 'found' &&
    lookedUpId(store.getCell('ticketLookup', LOOKUP_ROW, 'ticket')) === p.ticketId
  ) {
    store.setCell('ticketLookup', LOOKUP_ROW, 'ticket', JSON.stringify(p.ticket));
  }
  if (store.hasRow('cashoutOffers', p.ticketId)) {
    const open = Math.max(0, cents(store.getCell('cashoutOffers', p.ticketId, 'open_stake') ?? 0) - cents(p.stake));
    const offer = Math.max(0, cents(store.getCell('cashoutOffers', p.ticketId, 'offer') ?? 0) - cents(p.amount));
    store.setPartialRow(
      'cashoutOffers',
      p.ticketId,
      open === 0 ? { available: false, reason: 'NOT_PENDING', offer: 0, open_stake: 0 } : { open_stake: open / 100, offer: offer / 100 },
    );
  }
}

function refused({ store }: AppData, p: PayloadOf<'v1.CashoutRefused'>): void {
  if (store.getCell('cashouts', p.ticketId, 'command_id') !== p.commandId) {
    return;
  }
  // The key is kept only after a try that got no answer (it may have been paid): the same request reuses it.
  const keep = p.status === 0;
  store.setPartialRow('cashouts', p.ticketId, {
    ...IDLE,
    status: 'refused',
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    new_offer: p.offer ?? 0,
    ...(keep ? {} : { retry_key: '', retry_for: '' }),
  });
}

function dismissed({ store }: AppData, p: PayloadOf<'v1.CashoutDismissed'>): void {
  if (store.hasRow('cashouts', p.ticketId) && store.getCell('cashouts', p.ticketId, 'status') !== 'submitting') {
    store.setPartialRow('cashouts', p.ticketId, IDLE);
  }
}

export const CASHOUT_MATERIALIZERS: FamilyDeclaration<'cashout'>['materializers'] = {
  'v1.CashoutOfferLoaded': loaded(offerLoaded),
  'v1.CashoutRequested': requested,
  'v1.CashoutTaken': taken,
  'v1.CashoutRefused': refused,
  'v1.CashoutDismissed': dismissed,
  ...AUTO_CASHOUT_MATERIALIZERS,
};
