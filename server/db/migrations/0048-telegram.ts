// Issue 34's Telegram channel. telegram_links: a Telegram user linked to a BirrBet account (after sharing their own
// contact and typing the code sent by SMS to that phone); one link per account. telegram_chats: each Telegram
// user's conversation (language, step, the pending link code as a hash with its expiry and tries, the slip being
// built). telegram_updates: update ids already handled (Telegram retries a webhook call; an update acts once).
// telegram_notices: the notifications already sent (a settled ticket, a cash-out offer), so each is sent once.
// telegram_sim_calls: the Bot API calls the simulator received (the chat page shows them).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table telegram_links (
      telegram_user_id text primary key,
      merchant_id text not null,
      user_id text not null,
      phone text not null,
      chat_id text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index telegram_links_user_idx on telegram_links (merchant_id, user_id)`.execute(db);
  await sql`
    create table telegram_chats (
      telegram_user_id text primary key,
      chat_id text not null,
      language text check (language in ('am', 'en', 'or', 'ti')),
      state jsonb not null default '{}'::jsonb,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table telegram_updates (
      update_id text primary key,
      received_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index telegram_updates_received_idx on telegram_updates (received_at)`.execute(db);
  await sql`
    create table telegram_notices (
      kind text not null,
      subject text not null,
      user_id text not null,
      sent_at timestamptz not null default now(),
      primary key (kind, subject)
    )`.execute(db);
  await sql`
    create table telegram_sim_calls (
      id bigint generated always as identity primary key,
      chat_id text,
      method text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index telegram_sim_calls_chat_idx on telegram_sim_calls (chat_id, id)`.execute(db);
  // The simulator numbers the updates it delivers, as Telegram does (increasing update_id).
  await sql`create sequence telegram_sim_update_seq start with 100000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence telegram_sim_update_seq`.execute(db);
  for (const table of ['telegram_sim_calls', 'telegram_notices', 'telegram_updates', 'telegram_chats', 'telegram_links']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
