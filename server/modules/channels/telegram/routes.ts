// The Telegram endpoints (schema/endpoints/channels-telegram.ts). The webhook's secret header is checked in
// constant time before the body is even validated (an unsigned caller learns nothing but 401); a handled update
// answers 200 {ok: true}; one that failed on our side is forgotten (its update_id row removed) and answered 500,
// so Telegram delivers it again — money actions are idempotent by their keys. The Mini App session answers the
// login's shape (auth/accounts.ts loginAnswer) with a new session, exactly as the web's login opens one.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TELEGRAM_ACCOUNT_BLOCKED,
  TELEGRAM_INIT_DATA_INVALID,
  TELEGRAM_NOT_LINKED,
  TELEGRAM_SECRET_INVALID,
  TelegramWebAppSession,
  TelegramWebhook,
} from '../../../../schema/endpoints/channels-telegram.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { loginAnswer } from '../../auth/accounts.ts';
import { deviceOf } from '../../auth/device.ts';
import { createSession } from '../../auth/sessions.ts';
import type { TelegramContext } from './context.ts';
import { handleUpdate } from './dispatch.ts';
import { verifyInitData } from './init-data.ts';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

export interface TelegramSecrets {
  botToken: string;
  webhookSecret: string;
}

export function telegramRoutes(app: FastifyInstance, ctx: TelegramContext, secrets: TelegramSecrets): void {
  const refuseUnsigned = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['x-telegram-bot-api-secret-token'];
    const given = typeof header === 'string' ? header : '';
    if (!timingSafeEqual(digest(given), digest(secrets.webhookSecret)) || given === '') {
      request.log.warn('telegram: webhook call without the right secret refused');
      return reply
        .code(TELEGRAM_SECRET_INVALID.status)
        .header('cache-control', 'no-store')
        .send({ error: TELEGRAM_SECRET_INVALID.text, code: TELEGRAM_SECRET_INVALID.code });
    }
  };

  route(
    app,
    TelegramWebhook,
    async (request, reply) => {
      try {
        await handleUpdate(ctx, request.body);
      } catch (err) {
        await ctx.opts.db.deleteFrom('telegram_updates').where('update_id', '=', String(request.body.update_id)).execute();
        throw err;
      }
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
    { onRequest: refuseUnsigned },
  );

  route(app, TelegramWebAppSession, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = verifyInitData(request.body.init_data, secrets.botToken, ctx.opts.now());
    if (user === null) {
      request.log.warn('telegram: Mini App sign-in with invalid initData refused');
      throw new HttpError(TELEGRAM_INIT_DATA_INVALID.status, TELEGRAM_INIT_DATA_INVALID.code, TELEGRAM_INIT_DATA_INVALID.text);
    }
    const link = await ctx.opts.db
      .selectFrom('telegram_links as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.user_id', 'u.blocked_at'])
      .where('l.telegram_user_id', '=', String(user.id))
      .where('l.merchant_id', '=', ctx.merchantId)
      .executeTakeFirst();
    if (link === undefined) {
      throw new HttpError(TELEGRAM_NOT_LINKED.status, TELEGRAM_NOT_LINKED.code, TELEGRAM_NOT_LINKED.text);
    }
    if (link.blocked_at !== null) {
      throw new HttpError(TELEGRAM_ACCOUNT_BLOCKED.status, TELEGRAM_ACCOUNT_BLOCKED.code, TELEGRAM_ACCOUNT_BLOCKED.text);
    }
    const session = await createSession(ctx.opts.db, link.user_id, ctx.merchantId, ctx.opts.now(), await deviceOf(ctx.opts.db, request));
    return loginAnswer(ctx.opts.db, link.user_id, session.token, ctx.merchantId, session.expiresAt);
  });
}
