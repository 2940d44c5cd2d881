// The auth module's Fastify plugin (routes, hooks, timers). Registered by app.ts with {db, now, config}.
// Accounts, phone codes, sessions, password restore and change; codes go to SMS_GATEWAY_URL's gateway when one is set,
// else to the local outbox, whose development endpoint exists outside production only. Old codes, sign-ups and counters are purged.
import type { FastifyInstance } from 'fastify';
import { isProduction } from '../../config.ts';
import { jobsMayRun } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';
import { purgePending, type AuthDeps } from './accounts.ts';
import { purgeCodes } from './otp.ts';
import { changePasswordRoutes } from './change-password.ts';
import { oddsPolicyRoutes } from './odds-policy.ts';
import { passwordRoutes } from './password-routes.ts';
import { purgeRateLimits } from './rate-limit.ts';
import { authRoutes } from './routes.ts';
import { httpSmsSender } from './sms-http.ts';
import { outboxSmsSender, purgeOutbox, registerDevOutbox, type SmsSender } from './sms.ts';

export type { Principal } from './sessions.ts';
export { authenticate, requireSession } from './sessions.ts';

export interface AuthModuleOptions extends ModuleOptions {
  /** A real SMS gateway adapter; the default queues messages in sms_outbox. */
  sms?: SmsSender;
}

const PURGE_EVERY_MS = 10 * 60_000;

export async function authModule(app: FastifyInstance, opts: AuthModuleOptions): Promise<void> {
  const { db, now, config } = opts;
  const gateway = config.smsGatewayUrl === null ? null : httpSmsSender(config.smsGatewayUrl, config.smsGatewayToken);
  const deps: AuthDeps = {
    db,
    now,
    sms: opts.sms ?? gateway ?? outboxSmsSender(db, now, app.log),
    codeSendsPerAddress: config.codeSendsPerAddress,
    promoCodes: config.signupPromoCodes,
  };
  app.decorateRequest('principal', null);

  // Answers carry tokens and account data: never cached. (A 429's Retry-After comes from the error handler.)
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(authRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(changePasswordRoutes, deps);
  await app.register(oddsPolicyRoutes, deps);
  if (!isProduction(config)) {
    registerDevOutbox(app, db, config.operatorToken);
  }

  let purging = false;
  const timer = setInterval(() => {
    // Purges are the cluster's background work: one instance (the leader) runs them.
    if (purging || !jobsMayRun()) {
      return;
    }
    purging = true;
    const at = now();
    Promise.all([purgeCodes(db, at), purgePending(db, at), purgeRateLimits(db, at), purgeOutbox(db, at)])
      .catch((err: unknown) => app.log.warn({ err }, 'purging auth rows failed'))
      .finally(() => {
        purging = false;
      });
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
