import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { sendApiNotFound } from '../../../plugins/errors.ts';
import { fromLoopback, hasOperatorToken } from '../../auth/sms.ts';
import type { TelegramContext } from './context.ts';
import { signInitData } from './init-data.ts';
import type { TelegramSecrets } from './routes.ts';
import { SIM_PAGE_POLICY, simPageHtml, simPageScript } from './sim-page.ts';
import { ethiopicFont } from '../sim-font.ts';

const WEBHOOK = '/api/channels/telegram/webhook';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export function telegramSimRoutes(app: FastifyInstance, ctx: TelegramContext, secrets: TelegramSecrets): void {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromLoopback(request) && !hasOperatorToken(request, ctx.opts.config.operatorToken)) {
      return sendApiNotFound(reply);
    }
  };
  app.get('/sim/telegram', { onRequest }, async (_request, reply) =>
    reply.header('content-security-policy', SIM_PAGE_POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(simPageHtml()),
  );
  app.get('/sim/telegram/app.js', { onRequest }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(simPageScript()),
  );

  app.get('/sim/telegram/ethiopic.woff2', { onRequest }, async (_request, reply) => {
    const bytes = await ethiopicFont();
    return bytes === null
      ? reply.code(404).type('text/plain').send('No Ethiopic font installed')
      : reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(bytes);
  });

  // An Update as the page built it, minus update_id: delivered to the webhook like Telegram would.
  app.post('/sim/telegram/updates', { bodyLimit: 16_384, onRequest }, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return reply.code(400).send({ error: 'An Update object is expected', code: 'VALIDATION_FAILED' });
    }
    const next = await sql<{ id: string }>`select nextval('telegram_sim_update_seq')::text as id`.execute(ctx.opts.db).catch(() => null);
    const updateId = next?.rows[0] === undefined ? Date.now() : Number(next.rows[0].id);
    const res = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secrets.webhookSecret },
      payload: JSON.stringify({ ...body, update_id: updateId }),
    });
    return reply.code(res.statusCode).type('application/json').send(res.body);
  });

  app.get('/sim/telegram/calls', { onRequest }, async (request, reply) => {
    const q = request.query as { chat_id?: string; after?: string };
    const chat = /^\d{1,15}$/.test(q.chat_id ?? '') ? (q.chat_id as string) : null;
    const after = /^\d{1,18}$/.test(q.after ?? '') ? (q.after as string) : '0';
    if (chat === null) {
      return reply.code(400).send({ error: 'chat_id is a Telegram id', code: 'VALIDATION_FAILED' });
    }
    const rows = await ctx.opts.db
      .selectFrom('telegram_sim_calls')
      .select(['id', 'method', 'payload'])
      .where('chat_id', '=', chat)
      .where('id', '>', after)
      .orderBy('id')
      .limit(200)
      .execute();
    reply.header('cache-control', 'no-store');
    return {
      calls: rows.map((r) => ({ id: Number(r.id), method: r.method, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload })),
    };
  });

  // A Mini App launch: initData signed for this simulated user, and the address the app opens with it in its hash.
  app.post('/sim/telegram/init-data', { onRequest }, async (request, reply) => {
    const body = (request.body ?? {}) as { user_id?: unknown; first_name?: unknown; language_code?: unknown; path?: unknown };
    if (!isId(body.user_id)) {
      return reply.code(400).send({ error: 'user_id is a Telegram id', code: 'VALIDATION_FAILED' });
    }
    const user = {
      id: body.user_id,
      first_name: typeof body.first_name === 'string' ? body.first_name.slice(0, 64) : 'Sim',
      language_code: typeof body.language_code === 'string' ? body.language_code.slice(0, 8) : 'en',
    };
    const initData = signInitData(
      { query_id: `sim${Date.now()}`, user: JSON.stringify(user), auth_date: String(Math.floor(ctx.opts.now() / 1000)) },
      secrets.botToken,
    );
    const path = typeof body.path === 'string' && /^\/[\w\-/]*$/.test(body.path) ? body.path : '/';
    const launch = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '7.10', tgWebAppPlatform: 'web' });
    reply.header('cache-control', 'no-store');
    return { init_data: initData, url: `${ctx.webAppUrl}${path}#${launch.toString()}` };
  });
}
