// The operator's game switches (issue 33): a provider or a game switched off from the back office is neither listed
// nor launched, whatever its suppliers say. A column beside the synced state, not a table of its own: the catalogue
// sync writes is_active/listed by naming its columns (catalog/sync.ts) and never names switched_off, so a sync
// cannot undo a switch; and every player-facing read already joins games to game_providers (catalog/query.ts), so
// the switch is one more condition there instead of a third join. Who switched, when and why is the audit log's
// ('games.provider_switch' / 'games.game_switch', with before and after).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_providers add column switched_off boolean not null default false`.execute(db);
  await sql`alter table games add column switched_off boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games drop column switched_off`.execute(db);
  await sql`alter table game_providers drop column switched_off`.execute(db);
}
