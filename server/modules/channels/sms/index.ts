// The SMS channel (issue 34): the inbound webhook POST /api/channels/sms/inbound (inbound.ts), the commands
// (commands.ts), the receipts of settled tickets, cash-outs and payments for players who chose them (core/notify.ts),
// and the SMS phone simulator (/sim/sms). Replies and receipts go out through the SMS adapter: SMS_GATEWAY_URL's
// gateway, else the local sms_outbox. With SMS_INBOUND_SECRET the gateway signs its calls; without it only the
// simulator can post, signing with a secret made at start-up that never leaves the process. The simulator is off
// beside a real gateway secret and in production (anyone at it may type any phone number).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isProduction } from '../../../config.ts';
import { schedulePeriodic, type PeriodicJob } from '../../../jobs.ts';
import { httpSmsSender } from '../../auth/sms-http.ts';
import { outboxSmsSender } from '../../auth/sms.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { purgeSmsChannel, sendReceipts, RECEIPT_LOOKBACK_MS } from '../core/notify.ts';
import type { SmsContext } from './commands.ts';
import { inboundRoutes } from './inbound.ts';
import { smsSimRoutes } from './sim-routes.ts';

const RECEIPTS_EVERY_MS = 2_000;
const PURGE_EVERY_MS = 60 * 60_000;

export async function smsChannelModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { config, db, now } = opts;
  const simulated = config.smsInboundSecret === null && !isProduction(config);
  const secret = config.smsInboundSecret ?? randomBytes(32).toString('hex');
  const sender = config.smsGatewayUrl === null ? outboxSmsSender(db, now, app.log) : httpSmsSender(config.smsGatewayUrl, config.smsGatewayToken);
  const log = (msg: string, err?: unknown): void => (err === undefined ? app.log.warn(msg) : app.log.error({ err }, msg));
  const ctx: SmsContext = { opts, merchantId: config.merchantId, log };
  inboundRoutes(app, ctx, secret, sender);
  if (simulated) {
    smsSimRoutes(app, { db, now, secret, shortCode: config.smsShortCode, operatorToken: config.operatorToken });
  }
  app.log.info(
    config.smsInboundSecret !== null
      ? `sms: inbound from the gateway (SMS_INBOUND_SECRET set), short code ${config.smsShortCode}`
      : simulated
        ? `sms: no SMS_INBOUND_SECRET, only the simulator posts (/sim/sms), short code ${config.smsShortCode}`
        : 'sms: inbound off (no SMS_INBOUND_SECRET in production)',
  );

  const jobs: PeriodicJob[] = [];
  app.addHook('onReady', async () => {
    const onError = (err: unknown) => app.log.error({ err }, 'sms job failed');
    // Each run looks back past the previous one: a receipt is keyed (sms_receipts), so overlap sends nothing twice.
    // Jobs run on the cluster's leader only (jobs.ts).
    let since = now() - RECEIPT_LOOKBACK_MS;
    jobs.push(
      schedulePeriodic(
        async () => {
          const started = now();
          // Never further back than the look-back: an instance that becomes the leader days after it started must
          // not resend what the old leader sent (the receipt keys are kept a day).
          await sendReceipts(opts, sender, Math.max(since, started - RECEIPT_LOOKBACK_MS), started);
          since = started - RECEIPTS_EVERY_MS * 5;
        },
        RECEIPTS_EVERY_MS,
        onError,
      ),
    );
    jobs.push(schedulePeriodic(() => purgeSmsChannel(db, now()), PURGE_EVERY_MS, onError));
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((j) => j.stop()));
  });
}
