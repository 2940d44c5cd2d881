// Named prepared statements on PostgreSQL (issue 16): every parameterised statement kysely sends through the pool
// goes as a named statement, so each connection parses and plans it once and then only binds and executes
// (planning was the largest single cost of a ticket: about 1 ms of the database's time). Names are given per
// statement text, process-wide, to at most MAX_NAMED texts (a statement whose text varies with its input, an
// IN list of another length, is one more text; past the cap, statements go unnamed as before), so a connection
// never holds more than MAX_NAMED plans. A plan invalidated by a schema change under it ('cached plan must not
// change result type', after another instance migrated) fails that one statement; its connection is then
// destroyed instead of returned, so the next user of the pool prepares afresh. A pooler in transaction mode
// before PostgreSQL must keep prepared statements per server connection (PgBouncer ≥ 1.21 does): docs/operations.md.
// A generic plan does not know its parameters: an ON CONFLICT arbiter predicate naming a partial unique index must be
// literal SQL (`where(sql\`active\`)`), since a bound parameter there matches no index (tests/server/prepared-pg.test.ts).
import type { PostgresPool, PostgresPoolClient } from 'kysely';

export const MAX_NAMED = 2_000;
const MAX_TEXT_CHARS = 16_384;

const names = new Map<string, string>();

/** The statement name of `text`, or undefined when it should go unnamed (no parameters, too long, past the cap). */
export function statementName(text: string, parameterCount: number): string | undefined {
  if (parameterCount === 0 || text.length > MAX_TEXT_CHARS) {
    return undefined;
  }
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `bb${names.size}`;
    names.set(text, name);
  }
  return name;
}

/** SQLSTATE 0A000 on a named statement: its plan no longer fits the schema (a column added or changed). */
const isStalePlan = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '0A000';

// One wrapper per pg client: kysely keeps its connection state per client object.
const wrappers = new WeakMap<PostgresPoolClient, PostgresPoolClient>();

function namingClient(client: PostgresPoolClient): PostgresPoolClient {
  const known = wrappers.get(client);
  if (known !== undefined) {
    return known;
  }
  let stale = false;
  // Looked up on each call, not bound once: whatever wraps pg's Client.prototype.query later still sees every statement.
  const send = (config: unknown) => (client.query as unknown as (c: unknown) => unknown).call(client, config);
  const named = ((textOrCursor: unknown, values?: readonly unknown[]) => {
    if (typeof textOrCursor !== 'string' || values === undefined) {
      return send(textOrCursor); // a cursor: passed on as it is
    }
    const name = statementName(textOrCursor, values.length);
    const sent = send(name === undefined ? { text: textOrCursor, values } : { name, text: textOrCursor, values }) as Promise<unknown>;
    return sent.catch((err: unknown) => {
      stale ||= name !== undefined && isStalePlan(err);
      throw err;
    });
  }) as PostgresPoolClient['query'];
  const wrapper = {
    query: named,
    release: (destroy?: boolean) => client.release(destroy === true || stale),
    // kysely reads pg's undocumented processID to cancel a query without a round trip.
    get processID(): number | undefined {
      return client.processID;
    },
  };
  wrappers.set(client, wrapper);
  return wrapper;
}

/** A kysely pool over `pool` whose clients name their parameterised statements. */
export function namingPool(pool: PostgresPool): PostgresPool {
  return {
    connect: async () => namingClient(await pool.connect()),
    end: () => pool.end(),
    options: pool.options,
    ...(pool.Client === undefined ? {} : { Client: pool.Client }),
  };
}
