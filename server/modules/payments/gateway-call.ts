// One call to a payment's gateway (a start, a confirm, a reviewed payout) and what it said, recorded: an answered
// state moves the payment through transitions.ts; a refusal fails it (returning a held amount) and throws the
// spec's text for the player; no answer leaves it to the poller.
import { NoAnswer } from './adapters/transport.ts';
import { GatewayDeclined, type GatewayAdapter, type PaymentOrder, type RedirectUrls } from './adapters/types.ts';
import { orderOf, type PaymentsDeps } from './deps.ts';
import type { PaymentRow } from './records.ts';
import { applyReading, paymentEvent } from './transitions.ts';
import { publish } from '../realtime/bus.ts';
import { HttpError } from '../../plugins/errors.ts';

const refused = (status: number, code: string, text: string): HttpError => new HttpError(status, code, text);

/** Calls the gateway for a stored payment and records what it said. A refusal fails the payment. */
export async function callGateway(
  deps: PaymentsDeps,
  row: PaymentRow,
  step: (a: GatewayAdapter, o: PaymentOrder, u: RedirectUrls) => ReturnType<GatewayAdapter['start']>,
): Promise<PaymentRow> {
  const adapter = deps.adapters[row.gateway];
  try {
    const answer = await step(adapter, orderOf(row), deps.urls(row.id, row.gateway));
    const updated = await deps.db
      .updateTable('payments')
      .set({
        gateway_txn_id: answer.gatewayTxnId ?? row.gateway_txn_id,
        session_id: answer.sessionId ?? row.session_id,
        payment_url: answer.paymentUrl ?? row.payment_url,
        updated_at: new Date(deps.now()),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (answer.state !== updated.state) {
      const moved = await applyReading(deps.db, row.id, { to: answer.state, source: 'request', word: null }, deps.now());
      return moved.payment ?? updated;
    }
    await publish(deps.db, [paymentEvent(updated)]);
    return updated;
  } catch (err) {
    if (err instanceof GatewayDeclined && /duplicate/i.test(err.message)) {
      // The gateway already has this payment (an earlier attempt reached it): its status will tell.
      deps.log(`payment ${row.id}: ${row.gateway} already has it`);
      return row;
    }
    if (err instanceof GatewayDeclined) {
      deps.log(`payment ${row.id}: ${row.gateway} declined the request: ${err.message}`);
      await applyReading(deps.db, row.id, { to: 'failed', source: 'request', word: 'declined' }, deps.now());
      // The gateway's own words stay in the log; the player gets the spec's text for an empty wallet, or the generic one.
      if (/insufficient|balance/i.test(err.message)) {
        throw refused(502, 'GATEWAY_INSUFFICIENT_FUNDS', 'Insufficient balance. Please top up and try again.');
      }
      throw refused(502, 'GATEWAY_DECLINED', 'Transaction failed. Please try again.');
    }
    if (err instanceof NoAnswer) {
      deps.log(`payment ${row.id}: ${err.message}; left pending for the poller`);
      throw refused(502, 'GATEWAY_UNAVAILABLE', 'Connection timeout. Please try again.');
    }
    throw err;
  }
}
