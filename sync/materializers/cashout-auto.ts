// Materializers of the automatic cash-out value (issue 32; row 'auto:<ticket id>' of table cashouts, so the home route's
// store schema grows by nothing): the value (amount, ETB; 0 for none) as the offer last named it; the intent marks the
// row 'submitting' (a second one meanwhile changes nothing: its handler sees that and sends nothing); the server's
// answer is the offer with the value, which replaces the ticket's offer row and the value; a refusal keeps its code for
// the panel. An outcome lands only on the command it answers (same commandId).
import type { PayloadOf } from '../../schema/event.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';

type Offer = PayloadOf<'v1.CashoutOfferLoaded'>['offer'];

/** The row of a ticket's automatic cash-out value in table cashouts. */
export const autoRow = (ticketId: string): string => `auto:${ticketId}`;

/** An offer as the store keeps it, and the automatic cash-out value it names (an answer naming none leaves it). */
export function storeOffer({ store }: AppData, o: Offer): void {
  store.setRow('cashoutOffers', o.ticket_id, {
    available: o.available,
    reason: o.reason ?? '',
    offer: o.offer,
    open_stake: o.open_stake,
    potential_win: o.potential_win,
    in_play: o.in_play,
  });
  if (o.auto_value !== undefined) {
    store.setCell('cashouts', autoRow(o.ticket_id), 'amount', o.auto_value ?? 0);
  }
}

const answers = ({ store }: AppData, ticketId: string, commandId: string): boolean =>
  store.getCell('cashouts', autoRow(ticketId), 'command_id') === commandId;

const IDLE = { code: '', http_status: 0, message: '' } as const;

function requested({ store }: AppData, p: PayloadOf<'v1.AutoCashoutRequested'>): void {
  if (store.getCell('cashouts', autoRow(p.ticketId), 'status') !== 'submitting') {
    store.setPartialRow('cashouts', autoRow(p.ticketId), { ...IDLE, status: 'submitting', command_id: p.commandId });
  }
}

function set(data: AppData, p: PayloadOf<'v1.AutoCashoutSet'>): void {
  if (answers(data, p.ticketId, p.commandId)) {
    data.store.setPartialRow('cashouts', autoRow(p.ticketId), { ...IDLE, status: 'set' });
    storeOffer(data, p.offer);
  }
}

function refused(data: AppData, p: PayloadOf<'v1.AutoCashoutRefused'>): void {
  if (answers(data, p.ticketId, p.commandId)) {
    data.store.setPartialRow('cashouts', autoRow(p.ticketId), { status: 'refused', code: p.code, http_status: p.status, message: p.message ?? '' });
  }
}

export const AUTO_CASHOUT_MATERIALIZERS: Pick<
  FamilyDeclaration<'cashout'>['materializers'],
  'v1.AutoCashoutRequested' | 'v1.AutoCashoutSet' | 'v1.AutoCashoutRefused'
> = {
  'v1.AutoCashoutRequested': requested,
  'v1.AutoCashoutSet': set,
  'v1.AutoCashoutRefused': refused,
};
