// The payments module (issue 13): player routes, gateway callbacks, the status poller, reconciliation, and the
// embedded gateway simulators when a gateway has no credentials. Adapters reach a simulator through inject (no
// port needed) and a live gateway over the network; simulators reach our webhooks the same way.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { PeriodicJob } from '../../jobs.ts';
import { schedulePeriodic } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';
import { arifpayAdapter } from './adapters/arifpay.ts';
import { publicPemOf } from './adapters/jwt.ts';
import { offAdapter } from './adapters/off.ts';
import { santimpayAdapter } from './adapters/santimpay.ts';
import { injectCall, networkCall } from './adapters/transport.ts';
import { adminPaymentRoutes } from './admin.ts';
import { paymentDeskRoutes } from './desk.ts';
import { schedulePaymentPoller } from './poller.ts';
import { reconcile } from './reconcile.ts';
import { paymentRoutes } from './routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { arifpaySimRoutes, ARIFPAY_SIM_BASE } from './sim/arifpay.ts';
import { checkoutPageRoutes } from './sim/checkout-page.ts';
import { simContext, type SimContext } from './sim/context.ts';
import { SIM_SANTIMPAY_MERCHANT_ID, simKeys, type SimKeys } from './sim/keys.ts';
import { santimpaySimRoutes, SANTIMPAY_SIM_BASE } from './sim/santimpay.ts';
import { webhookRoutes } from './webhooks.ts';

const POLL_EVERY_MS = 1_000;
const SIM_EVERY_MS = 250;
const RECONCILE_EVERY_MS = 10 * 60_000;

export interface PaymentsRuntime {
  deps: PaymentsDeps;
  sim: SimContext | null;
}

const runtimes = new WeakMap<Db, PaymentsRuntime>();
/** The running payments of a database's server (tests drive the poller and the simulators through it). */
export const paymentsRuntime = (db: Db): PaymentsRuntime | undefined => runtimes.get(db);

export async function paymentsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, now, config } = opts;
  const pc = config.payments;
  const log = (msg: string, err?: unknown): void => (err === undefined ? app.log.warn(msg) : app.log.warn({ err }, msg));
  const local = injectCall(app);
  const network = networkCall(pc.gatewayTimeoutMs);
  const needsSim = pc.simulators && (pc.santimpay === null || pc.arifpay === null);
  const keys = needsSim ? await simKeys(db) : null;
  const simKeysOf = (): SimKeys => {
    if (keys === null) {
      throw new Error('simulator keys were not loaded');
    }
    return keys;
  };
  const sim = keys === null ? null : simContext(db, now, keys, pc.simUssdDelayMs, local, (err) => log('simulated callback failed', err));

  const santimpay =
    pc.santimpay !== null
      ? santimpayAdapter({ ...pc.santimpay, target: new URL(pc.santimpay.baseUrl).host }, network, now)
      : sim === null
        ? offAdapter('santimpay')
        : santimpayAdapter(
            {
              baseUrl: SANTIMPAY_SIM_BASE,
              merchantId: SIM_SANTIMPAY_MERCHANT_ID,
              privateKeyPem: simKeysOf().merchantPrivateKeyPem,
              webhookPublicKeyPem: publicPemOf(simKeysOf().gatewayPrivateKeyPem),
              target: 'simulator',
            },
            local,
            now,
          );
  const arifpay =
    pc.arifpay !== null
      ? arifpayAdapter(
          {
            ...pc.arifpay,
            beneficiary: { accountNumber: pc.arifpay.beneficiaryAccount, bank: pc.arifpay.beneficiaryBank },
            target: new URL(pc.arifpay.baseUrl).host,
          },
          network,
          now,
        )
      : sim === null
        ? offAdapter('arifpay')
        : arifpayAdapter(
            {
              baseUrl: ARIFPAY_SIM_BASE,
              b2cBaseUrl: ARIFPAY_SIM_BASE,
              apiKey: simKeysOf().arifpayApiKey,
              sandbox: false,
              beneficiary: { accountNumber: '01320811436100', bank: 'AWINETAA' },
              target: 'simulator',
            },
            local,
            now,
          );

  const base = pc.publicBaseUrl;
  const deps: PaymentsDeps = {
    db,
    now,
    adapters: { santimpay, arifpay },
    urls: (id, gateway) => ({
      notifyUrl: `${base}/api/v1/webhooks/${gateway}`,
      successUrl: `${base}/deposit?payment=${id}&result=success`,
      failureUrl: `${base}/deposit?payment=${id}&result=failed`,
      cancelUrl: `${base}/deposit?payment=${id}&result=cancelled`,
    }),
    expireAfterMs: pc.expireAfterMs,
    reviewAboveCents: pc.withdrawalReviewAboveCents,
    off: new Set([santimpay, arifpay].filter((a) => a.target.startsWith('off')).map((a) => a.gateway)),
    log,
  };
  runtimes.set(db, { deps, sim });

  paymentRoutes(app, deps);
  webhookRoutes(app, deps, pc.notifyPerAddressPerMinute);
  adminPaymentRoutes(app, deps, config.merchantId);
  paymentDeskRoutes(app, deps);
  if (sim !== null) {
    santimpaySimRoutes(app, sim);
    arifpaySimRoutes(app, sim);
    checkoutPageRoutes(app, sim);
  }

  const jobs: PeriodicJob[] = [];
  app.addHook('onReady', async () => {
    app.log.info(`payments: SantimPay → ${santimpay.target}, ArifPay → ${arifpay.target}`);
    const onError = (err: unknown) => app.log.error({ err }, 'payments job failed');
    jobs.push(schedulePaymentPoller(deps, POLL_EVERY_MS, onError));
    jobs.push(schedulePeriodic(() => reconcile(deps, 1, { source: 'job' }), RECONCILE_EVERY_MS, onError));
    if (sim !== null) {
      jobs.push(schedulePeriodic(() => sim.settleDue(), SIM_EVERY_MS, onError));
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((j) => j.stop()));
  });
}
