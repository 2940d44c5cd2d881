// The simulators' hosted checkout page (payments-protocols.md §7.3): the player sees the amount and chooses Pay,
// Fail or Cancel; the transaction is resolved, the gateway's callbacks go out, and the browser is sent back to the
// merchant's success, failure or cancel address. No script; a strict page policy of its own.
import type { FastifyInstance } from 'fastify';
import type { SimContext } from './context.ts';
import { resolveSimTx, simTxByTxnId, urlsOf } from './store.ts';

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const ACTIONS = { pay: ['COMPLETED', 'successUrl'], fail: ['FAILED', 'failureUrl'], cancel: ['CANCELLED', 'cancelUrl'] } as const;
const NAMES = { santimpay: 'SantimPay', arifpay: 'ArifPay' } as const;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(gateway: 'santimpay' | 'arifpay', txnId: string, amount: string, reason: string, status: string): string {
  const button = (action: string, label: string, colour: string) =>
    `<form method="post" action="/sim/${gateway}/checkout/${txnId}/${action}"><button style="width:100%;padding:14px;margin:6px 0;border:0;border-radius:8px;font-size:17px;color:#fff;background:${colour}">${label}</button></form>`;
  const actions =
    status === 'PENDING'
      ? button('pay', 'Pay', '#15803d') + button('fail', 'Fail', '#b91c1c') + button('cancel', 'Cancel', '#6b7280')
      : `<p>This payment is ${escapeHtml(status.toLowerCase())}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${NAMES[gateway]} checkout (simulator)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111">
<p style="color:#92400e;background:#fef3c7;padding:8px;border-radius:6px">Simulated ${NAMES[gateway]}: no real money moves.</p>
<h1 style="font-size:22px">${NAMES[gateway]} checkout</h1><p>${escapeHtml(reason)}</p><p style="font-size:28px;font-weight:700">${amount} ETB</p>${actions}</body></html>`;
}

export function checkoutPageRoutes(root: FastifyInstance, sim: SimContext): void {
  // The page's buttons post an empty HTML form: accepted here only, and its (empty) fields are not read.
  void root.register(async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    pageRoutes(app, sim);
  });
}

function pageRoutes(app: FastifyInstance, sim: SimContext): void {
  for (const gateway of ['santimpay', 'arifpay'] as const) {
    app.get(`/sim/${gateway}/checkout/:txnId`, async (request, reply) => {
      const tx = await simTxByTxnId(sim.db, (request.params as { txnId: string }).txnId);
      if (tx === null || tx.gateway !== gateway) {
        return reply.code(404).type('text/plain').send('No such checkout');
      }
      const html = page(gateway, tx.txn_id, (Number(tx.amount_cents) / 100).toFixed(2), tx.reason, tx.status);
      return reply.header('content-security-policy', POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
    app.post(`/sim/${gateway}/checkout/:txnId/:action`, async (request, reply) => {
      const { txnId, action } = request.params as { txnId: string; action: string };
      const chosen = ACTIONS[action as keyof typeof ACTIONS];
      const tx = await simTxByTxnId(sim.db, txnId);
      if (chosen === undefined || tx === null || tx.gateway !== gateway) {
        return reply.code(404).type('text/plain').send('No such checkout');
      }
      await resolveSimTx(sim.db, txnId, chosen[0], sim.now());
      await sim.settleDue();
      const back = urlsOf(tx)[chosen[1]] ?? '/';
      return reply
        .code(303)
        .header('location', back === '' ? '/' : back)
        .send();
    });
  }
}
