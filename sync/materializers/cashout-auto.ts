// Materializers of the automatic cash-out value (issue 32; table autoCashouts, one row per ticket): the intent marks the
// ticket's row 'submitting' (a second one meanwhile changes nothing: its handler sees that and sends nothing); the
// server's answer is the offer with the value, which replaces the ticket's offer row (auto_value 0 once cleared); a
// refusal keeps its code for the panel. An outcome lands only on the command it answers (same commandId).
import type { PayloadOf } from '../../schema/event.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';

/** An offer as the store keeps it (the automatic cash-out value 0 for none, and from an answer that names none). */
export const offerRow = (o: PayloadOf<'v1.CashoutOfferLoaded'>['offer'] | PayloadOf<'v1.AutoCashoutSet'>['offer']) => ({
  available: o.available,
  reason: o.reason ?? '',
  offer: o.offer,
  open_stake: o.open_stake,
  potential_win: o.potential_win,
  in_play: o.in_play,
  auto_value: o.auto_value ?? 0,
});

const answers = ({ store }: AppData, ticketId: string, commandId: string): boolean =>
  store.getCell('autoCashouts', ticketId, 'command_id') === commandId;

function requested({ store }: AppData, p: PayloadOf<'v1.AutoCashoutRequested'>): void {
  if (store.getCell('autoCashouts', p.ticketId, 'status') !== 'submitting') {
    store.setRow('autoCashouts', p.ticketId, { status: 'submitting', command_id: p.commandId });
  }
}

function set(data: AppData, p: PayloadOf<'v1.AutoCashoutSet'>): void {
  if (answers(data, p.ticketId, p.commandId)) {
    data.store.setRow('autoCashouts', p.ticketId, { status: 'set', command_id: p.commandId });
    data.store.setRow('cashoutOffers', p.ticketId, offerRow(p.offer));
  }
}

function refused(data: AppData, p: PayloadOf<'v1.AutoCashoutRefused'>): void {
  if (answers(data, p.ticketId, p.commandId)) {
    data.store.setRow('autoCashouts', p.ticketId, {
      status: 'refused',
      command_id: p.commandId,
      code: p.code,
      http_status: p.status,
      message: p.message ?? '',
    });
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
