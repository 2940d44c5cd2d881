// The Telegram channel (issue 34): a bot through the Bot API (webhook + sendMessage with inline keyboards) that
// links a Telegram user to a BirrBet account and then bets, checks tickets and plays LotoFoot on the same wallet,
// rules and limits as the web; a Mini App (the web app inside Telegram) signed in by Telegram's initData; and
// notifications of settled tickets and cash-out offers. With TELEGRAM_BOT_TOKEN + TELEGRAM_WEBHOOK_SECRET it talks
// to Telegram; without them the simulator (/sim/telegram) plays Telegram with a bot token and secret of its own
// (server_secrets), and the start-up line says which.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodic, type PeriodicJob } from '../../../jobs.ts';
import { httpSmsSender } from '../../auth/sms-http.ts';
import { outboxSmsSender } from '../../auth/sms.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { serverSecret } from '../../payments/sim/keys.ts';
import { liveBotApi, simBotApi } from './bot-api.ts';
import type { TelegramContext } from './context.ts';
import { notifyCashoutOffers, notifySettled, purgeUpdates } from './notify.ts';
import { telegramRoutes } from './routes.ts';
import { telegramSimRoutes } from './sim.ts';

const NOTIFY_EVERY_MS = 30_000;

export async function telegramModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const tg = opts.config.telegram;
  const live = tg.live;
  if (live === null && !tg.simulator) {
    app.addHook('onReady', async () => app.log.info('telegram: off (no TELEGRAM_BOT_TOKEN, simulator not allowed in production)'));
    return;
  }
  const secrets =
    live !== null
      ? { botToken: live.botToken, webhookSecret: live.webhookSecret }
      : {
          botToken: await serverSecret(
            opts.db,
            'sim-telegram-bot-token',
            () => `${randomInt(100_000_000, 999_999_999)}:${randomBytes(26).toString('base64url')}`,
          ),
          webhookSecret: await serverSecret(opts.db, 'sim-telegram-webhook-secret', () => randomBytes(32).toString('base64url')),
        };
  const sms =
    opts.config.smsGatewayUrl === null
      ? outboxSmsSender(opts.db, opts.now, app.log)
      : httpSmsSender(opts.config.smsGatewayUrl, opts.config.smsGatewayToken);
  const ctx: TelegramContext = {
    opts,
    bot: live !== null ? liveBotApi(live.apiBaseUrl, live.botToken, tg.timeoutMs) : simBotApi(opts.db, opts.now),
    sms,
    merchantId: opts.config.merchantId,
    webAppUrl: live?.webAppUrl ?? '',
    log: app.log,
  };
  telegramRoutes(app, ctx, secrets);
  if (live === null) {
    telegramSimRoutes(app, ctx, secrets);
  }
  let job: PeriodicJob | null = null;
  app.addHook('onReady', async () => {
    app.log.info(`telegram: Bot API → ${ctx.bot.target}${live === null ? ' (simulator at /sim/telegram)' : ''}`);
    const onError = (err: unknown) => app.log.error({ err }, 'telegram notifications failed');
    job = schedulePeriodic(
      async () => {
        await notifySettled(ctx);
        await notifyCashoutOffers(ctx);
        await purgeUpdates(ctx);
      },
      NOTIFY_EVERY_MS,
      onError,
    );
  });
  app.addHook('onClose', async () => job?.stop());
}
