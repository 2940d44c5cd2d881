// SMS receipts (issue 34): a settled ticket, a paid cash-out, a completed deposit or withdrawal sends an SMS to a
// player whose phone chose SMS notifications (channel_phones.sms_notifications, `NOTIFY ON`). Chosen: read after
// commit from the committed rows by a periodic scan (index.ts, every 2 s) rather than an outbox row written inside
// each money transaction — the money code (settlement, cash-out, payment transitions) is neither touched nor slowed,
// a receipt can never roll a payout back, and a process killed between the commit and the SMS is caught up by the
// next scan's look-back. Each receipt is keyed in sms_receipts (ticket and settlement round, cash-out, payment):
// whichever instance inserts the key first sends it, and only once; a send that fails gives its key back.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import { deleteInBatches } from '../../../db/batched-delete.ts';
import type { SmsSender } from '../../auth/sms.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { balanceCents, playerAccountId } from '../../wallet/ledger.ts';
import { etb } from './format.ts';
import { say, type ChannelTextKey } from './texts.ts';
import type { ChannelLanguage } from './types.ts';

/** How far back the first scan after a start looks: events committed while no instance was sending. */
export const RECEIPT_LOOKBACK_MS = 10 * 60_000;
const BATCH = 500;

interface Receipt {
  key: string;
  phone: string;
  text: string;
}

/**
 * Not yet sent: a batch reads only receipts without their key, so a burst of more than BATCH (a popular match
 * settling) is sent over the next runs instead of the same first BATCH being read again and again.
 */
const unsent = (key: RawBuilder<string>) => sql<boolean>`not exists (select 1 from sms_receipts r where r.key = ${key})`;

/** Players whose phone chose SMS receipts, joined on their account's phone. */
const optedIn = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('channel_phones as cp', (j) => j.onRef('cp.merchant_id', '=', 'u.merchant_id').onRef('cp.phone', '=', 'u.phone'))
    .where('cp.sms_notifications', '=', true);

async function settledTickets(db: Db, since: Date, until: Date): Promise<Receipt[]> {
  const rows = await optedIn(db)
    .innerJoin('tickets as t', 't.user_id', 'u.id')
    .select(['t.id', 't.reference_id', 't.status', 't.win_cents', 't.settlement_round', 'u.phone', 'cp.language'])
    .where('t.settled_at', '>', since)
    .where('t.settled_at', '<=', until)
    .where('t.status', 'not in', ['PENDING', 'CASHED_OUT'])
    .where(unsent(sql`'ticket:' || t.id || ':' || t.settlement_round`))
    .limit(BATCH)
    .execute();
  return rows.map((r) => {
    const language: ChannelLanguage = r.language ?? 'en';
    const status = say(language, `sms.status.${r.status}` as ChannelTextKey);
    return {
      key: `ticket:${r.id}:${r.settlement_round}`,
      phone: r.phone,
      text: say(language, 'sms.settled', { ref: r.reference_id, status, paid: etb(r.win_cents) }),
    };
  });
}

async function cashouts(db: Db, since: Date, until: Date): Promise<Receipt[]> {
  const rows = await optedIn(db)
    .innerJoin('tickets as t', 't.user_id', 'u.id')
    .innerJoin('ticket_cashouts as c', 'c.ticket_id', 't.id')
    .select(['c.id', 'c.amount_cents', 't.reference_id', 'u.phone', 'cp.language'])
    .where('c.created_at', '>', since)
    .where('c.created_at', '<=', until)
    .where(unsent(sql`'cashout:' || c.id`))
    .limit(BATCH)
    .execute();
  return rows.map((r) => ({
    key: `cashout:${r.id}`,
    phone: r.phone,
    text: say(r.language ?? 'en', 'sms.cashout', { ref: r.reference_id, amount: etb(r.amount_cents) }),
  }));
}

async function payments(db: Db, since: Date, until: Date): Promise<Receipt[]> {
  const rows = await optedIn(db)
    .innerJoin('payments as p', 'p.user_id', 'u.id')
    .select(['p.id', 'p.flow', 'p.amount_cents', 'u.id as user_id', 'u.phone', 'cp.language'])
    .where('p.state', '=', 'completed')
    .where('p.updated_at', '>', since)
    .where('p.updated_at', '<=', until)
    .where(unsent(sql`'payment:' || p.id`))
    .limit(BATCH)
    .execute();
  const out: Receipt[] = [];
  for (const r of rows) {
    const language = r.language ?? 'en';
    const amount = etb(r.amount_cents);
    const text =
      r.flow === 'deposit'
        ? say(language, 'sms.deposit', { amount, balance: etb((await balanceCents(db, playerAccountId(r.user_id))) ?? 0) })
        : say(language, 'sms.withdrawal', { amount });
    out.push({ key: `payment:${r.id}`, phone: r.phone, text });
  }
  return out;
}

/** Sends the receipts of what was committed in (sinceMs, nowMs], each once; answers how many this call sent. */
export async function sendReceipts(opts: Pick<ModuleOptions, 'db'>, sender: SmsSender, sinceMs: number, nowMs: number): Promise<number> {
  const { db } = opts;
  const since = new Date(sinceMs);
  const until = new Date(nowMs);
  const due = [...(await settledTickets(db, since, until)), ...(await cashouts(db, since, until)), ...(await payments(db, since, until))];
  let sent = 0;
  for (const r of due) {
    const claimed = await db
      .insertInto('sms_receipts')
      .values({ key: r.key, created_at: until })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed === undefined) {
      continue;
    }
    try {
      await sender.send(r.phone, r.text);
      sent += 1;
    } catch (err) {
      await db.deleteFrom('sms_receipts').where('key', '=', r.key).execute();
      throw err;
    }
  }
  return sent;
}

/** Forgets the SMS channel's message ids, confirmations and receipt keys older than a day. */
export async function purgeSmsChannel(db: Db, nowMs: number): Promise<void> {
  const dayAgo = new Date(nowMs - 24 * 60 * 60_000);
  await deleteInBatches(db, 'sms_inbound', sql`created_at < ${dayAgo}`);
  await deleteInBatches(db, 'sms_confirmations', sql`created_at < ${dayAgo}`);
  await deleteInBatches(db, 'sms_receipts', sql`created_at < ${dayAgo}`);
}
