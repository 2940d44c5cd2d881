// Provably fair in the genre's order (issue 28): each player's seed row carries the server seed committed for
// the NEXT pair (next_server_seed, its SHA-256 published before the player chooses a client seed); rotating
// reveals the current seed and activates that committed one. A first seed pair waits for the player's client seed
// (client_seed null until then), so no round is ever drawn with a client seed the server picked after committing.
// Seed rows in use before this migration get a freshly committed next seed; their rounds stay verifiable as before.
import { randomBytes, createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('house_seeds').addColumn('next_server_seed', 'text').execute();
  await db.schema.alterTable('house_seeds').addColumn('next_server_seed_hash', 'text').execute();
  await db.schema
    .alterTable('house_seeds')
    .alterColumn('client_seed', (c) => c.dropNotNull())
    .execute();
  for (;;) {
    const { rows } = await sql<{ id: string }>`select id from house_seeds where active and next_server_seed is null limit ${BATCH}`.execute(db);
    if (rows.length === 0) {
      break;
    }
    const values = rows.map((r) => {
      const seed = randomBytes(32).toString('hex');
      return sql`(${r.id}, ${seed}, ${createHash('sha256').update(seed).digest('hex')})`;
    });
    await sql`update house_seeds s set next_server_seed = v.seed, next_server_seed_hash = v.hash
      from (values ${sql.join(values)}) as v(id, seed, hash) where s.id = v.id`.execute(db);
  }
  // Every seed in use has its next one committed from now on.
  await sql`alter table house_seeds add constraint house_seeds_active_committed check (not active or next_server_seed is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table house_seeds drop constraint house_seeds_active_committed`.execute(db);
  await sql`delete from house_seeds s where client_seed is null and not exists (select 1 from house_rounds r where r.seed_id = s.id)`.execute(db);
  await db.schema
    .alterTable('house_seeds')
    .alterColumn('client_seed', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('house_seeds').dropColumn('next_server_seed_hash').execute();
  await db.schema.alterTable('house_seeds').dropColumn('next_server_seed').execute();
}
