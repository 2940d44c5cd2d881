// A kysely dialect around another that puts every connection through Admission (admission.ts): a request is
// admitted (or refused) before it waits for a connection, and the time it holds one is counted to it.
// On PGlite (one connection) kysely would queue callers in a mutex of its own before the driver sees them, where
// a refusal can no longer be made without a wait; so this dialect declares several connections to kysely and
// queues callers itself, first come first served, exactly as kysely's mutex did (one caller at a time).
import type { DatabaseConnection, Dialect, DialectAdapter, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';
import type { Admission } from './admission.ts';

function required<T>(method: T | undefined, name: string): T {
  if (method === undefined) {
    throw new Error(`the database driver has no ${name}`);
  }
  return method;
}

/** First come, first served: one holder at a time. */
class Turns {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves, with the function that ends the turn, once every earlier caller has ended theirs. */
  take(): Promise<() => void> {
    let end!: () => void;
    const mine = new Promise<void>((resolve) => {
      end = resolve;
    });
    const before = this.#tail;
    this.#tail = before.then(() => mine);
    // The next holder starts on a later event-loop turn. PGlite answers within the same turn (its WASM runs
    // synchronously), so without this a backlog of callers would run as one chain of microtasks, holding back every
    // timer and socket until it drains; with it, timers and I/O get their turn between two holders.
    return before.then(() => new Promise<() => void>((resolve) => setImmediate(resolve, end)));
  }
}

class GatedDriver implements Driver {
  readonly #taken = new Map<DatabaseConnection, { since: number; end: (() => void) | null }>();
  readonly #turns: Turns | null;

  constructor(
    private readonly inner: Driver,
    private readonly admission: Admission,
    serial: boolean,
  ) {
    this.#turns = serial ? new Turns() : null;
  }

  init(options?: Parameters<Driver['init']>[0]): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.admission.admit();
    const end = (await this.#turns?.take()) ?? null;
    try {
      const connection = await this.inner.acquireConnection();
      this.#taken.set(connection, { since: performance.now(), end });
      return connection;
    } catch (err) {
      end?.();
      throw err;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const taken = this.#taken.get(connection);
    this.#taken.delete(connection);
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      if (taken !== undefined) {
        this.admission.held(performance.now() - taken.since);
        taken.end?.();
      }
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  // Both inner drivers (PGlite, pg) have savepoints; kysely asks for them only inside a transaction.
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return required(this.inner.savepoint, 'savepoint').call(this.inner, connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return required(this.inner.rollbackToSavepoint, 'rollbackToSavepoint').call(this.inner, connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return required(this.inner.releaseSavepoint, 'releaseSavepoint').call(this.inner, connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `serial`: the inner dialect has one connection (PGlite), which this dialect then hands out one caller at a time. */
export function gatedDialect(inner: Dialect, admission: Admission, serial: boolean): Dialect {
  return {
    createDriver: () => new GatedDriver(inner.createDriver(), admission, serial),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: (): DialectAdapter => {
      const adapter = inner.createAdapter();
      // Kysely's own mutex is off: the driver above queues callers itself, after admission.
      return serial ? Object.create(adapter, { supportsMultipleConnections: { value: true } }) : adapter;
    },
    // biome-ignore lint/suspicious/noExplicitAny: Dialect's own signature (Kysely<any>)
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
  };
}
