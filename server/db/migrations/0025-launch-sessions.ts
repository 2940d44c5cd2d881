// A game launch token belongs to the player session that launched it (issue 28): resolving a token joins its
// session, so logout, a password change, a revocation or the session's expiry end every launch token of that
// session at once, on every instance (the database is the shared state). Tokens issued before this migration have
// no session and stop resolving: at most LAUNCH_TOKEN_TTL_MS (6 h) of open games must be reopened.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_launches')
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .execute();
  // Pruning a session (maintenance/prune.ts) finds its launches through this index; theirs die with it (null).
  await db.schema.createIndex('game_launches_session_idx').on('game_launches').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_launches_session_idx').execute();
  await db.schema.alterTable('game_launches').dropColumn('session_id').execute();
}
