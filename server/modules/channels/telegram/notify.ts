// Notifications to linked Telegram users (issue 34): a settled ticket (won, lost, void, cashed out…) and a cash-out
// offer worth at least the open stake. A job reads what is committed — settlement and prices write in their own
// transactions, and only what they committed is seen here — so a notice is queued after the commit by
// construction, without touching the settlement code. Each notice is claimed in telegram_notices (kind, subject)
// before it is sent: one message per ticket and kind, whichever instance runs the job. Tickets settled before the
// link are not announced.
import { sql } from 'kysely';
import { offersOf } from '../../tickets/cashout-offer.ts';
import type { ChannelTextKey } from '../core/texts.ts';
import { isChannelLanguage } from '../core/types.ts';
import { money, sayer, type TelegramContext } from './context.ts';
import { appUrl, send } from './replies.ts';

const WINDOW_MS = 24 * 60 * 60_000;
const BATCH = 100;

async function claim(ctx: TelegramContext, kind: string, subject: string, userId: string): Promise<boolean> {
  const row = await ctx.opts.db
    .insertInto('telegram_notices')
    .values({ kind, subject, user_id: userId, sent_at: new Date(ctx.opts.now()) })
    .onConflict((oc) => oc.columns(['kind', 'subject']).doNothing())
    .returning('subject')
    .executeTakeFirst();
  return row !== undefined;
}

function linkedTickets(ctx: TelegramContext) {
  return ctx.opts.db
    .selectFrom('tickets as t')
    .innerJoin('telegram_links as l', (j) => j.onRef('l.user_id', '=', 't.user_id').onRef('l.merchant_id', '=', 't.merchant_id'))
    .leftJoin('telegram_chats as c', 'c.telegram_user_id', 'l.telegram_user_id')
    .select([
      't.id',
      't.reference_id',
      't.status',
      't.user_id',
      't.kind',
      't.merchant_id',
      't.stake_cents',
      't.open_stake_cents',
      'l.chat_id',
      'c.language',
    ])
    .select(sql<string>`t.win_cents + t.cashed_out_cents + t.cashback_cents`.as('paid_cents'))
    .where('t.kind', '=', 'money');
}

export async function notifySettled(ctx: TelegramContext): Promise<number> {
  const nowMs = ctx.opts.now();
  const rows = await linkedTickets(ctx)
    .where('t.status', '!=', 'PENDING')
    .where('t.settled_at', '>', new Date(nowMs - WINDOW_MS))
    .whereRef('t.settled_at', '>=', 'l.created_at')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('telegram_notices as n').select('n.subject').where('n.kind', '=', 'settled').whereRef('n.subject', '=', 't.id'))),
    )
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const r of rows) {
    if (await claim(ctx, 'settled', r.id, r.user_id ?? '')) {
      const t = sayer(isChannelLanguage(r.language) ? r.language : 'en');
      await send(
        ctx,
        r.chat_id,
        t('tg.notify_settled', {
          reference: r.reference_id,
          status: t(`tg.status.${r.status}` as ChannelTextKey),
          paid: money(Number(r.paid_cents)),
        }),
      );
      sent += 1;
    }
  }
  return sent;
}

export async function notifyCashoutOffers(ctx: TelegramContext): Promise<number> {
  const nowMs = ctx.opts.now();
  const rows = await linkedTickets(ctx)
    .where('t.status', '=', 'PENDING')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('telegram_notices as n').select('n.subject').where('n.kind', '=', 'cashout').whereRef('n.subject', '=', 't.id'))),
    )
    .orderBy('t.created_at', 'desc')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) {
    return 0;
  }
  const offers = await offersOf(ctx.opts.db, rows, nowMs);
  let sent = 0;
  for (const r of rows) {
    const offer = offers.get(r.id);
    if (offer?.available !== true || offer.offerCents < offer.openStakeCents) {
      continue;
    }
    if (await claim(ctx, 'cashout', r.id, r.user_id ?? '')) {
      const t = sayer(isChannelLanguage(r.language) ? r.language : 'en');
      await send(ctx, r.chat_id, t('tg.notify_cashout', { reference: r.reference_id, amount: money(offer.offerCents) }), {
        inline_keyboard: [[{ text: t('tg.btn.open_app'), web_app: { url: appUrl(ctx, '/history') } }]],
      });
      sent += 1;
    }
  }
  return sent;
}

/** Forgets handled update ids older than a day (Telegram stops retrying long before). */
export async function purgeUpdates(ctx: TelegramContext): Promise<void> {
  await ctx.opts.db
    .deleteFrom('telegram_updates')
    .where('received_at', '<', new Date(ctx.opts.now() - WINDOW_MS))
    .execute();
}
