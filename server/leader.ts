// Which instance of a cluster runs the background jobs (server/jobs.ts). On PostgreSQL the leader is the instance
// whose own dedicated connection (never pooled: a pooled one would be handed back and lose the lock) holds the
// session-level advisory lock LEADER_LOCK_KEY. The lock lives exactly as long as that connection: a kill -9 or a
// lost network frees it on the database side, and a lost connection demotes this instance at once, before it
// reconnects. Instances that are not leader retry every retryMs, so a dead leader is replaced within
// about retryMs. A heartbeat query notices a connection that died without telling us. On PGlite (one process per
// data directory) the only instance is always leader.
import pg from 'pg';

/** A fixed advisory lock key ('BirrJobs' in ASCII); advisory locks are per database, so clusters never collide. */
const LEADER_LOCK_KEY = '4784376435498626931';

export interface Leadership {
  /** True while this instance holds the lease; read at every job tick. */
  readonly isLeader: boolean;
  /** Settles once the first try for the lease has ended (won, lost or failed). */
  readonly settled: Promise<void>;
  stop: () => Promise<void>;
}

/** PGlite, or a single server that elects nobody: always leader. */
export const alwaysLeader = (): Leadership => ({ isLeader: true, settled: Promise.resolve(), stop: async () => {} });

export interface LeaseOptions {
  connectionString: string;
  /** How often a follower asks for the lock and a leader checks its connection (ms). */
  retryMs?: number;
  onChange?: (leader: boolean) => void;
  onError?: (err: unknown) => void;
}

const DEFAULT_RETRY_MS = 2_000;

class PgLease implements Leadership {
  #client: pg.Client | null = null;
  #leader = false;
  #stopped = false;
  #timer: NodeJS.Timeout | null = null;
  #busy = false;
  #firstTry: () => void = () => {};
  readonly settled = new Promise<void>((resolve) => {
    this.#firstTry = resolve;
  });

  constructor(private readonly opts: LeaseOptions) {}

  get isLeader(): boolean {
    return this.#leader && !this.#stopped;
  }

  start(): void {
    void this.#tick();
    const every = this.opts.retryMs ?? DEFAULT_RETRY_MS;
    this.#timer = setInterval(() => void this.#tick(), every);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#firstTry();
    if (this.#timer !== null) {
      clearInterval(this.#timer);
    }
    this.#set(false);
    const client = this.#client;
    this.#client = null;
    // Ending the session releases the lock: the next instance takes it on its next try.
    await client?.end().catch(() => undefined);
  }

  #set(leader: boolean): void {
    if (leader !== this.#leader) {
      this.#leader = leader;
      this.opts.onChange?.(leader);
    }
  }

  #drop(client: pg.Client, err?: unknown): void {
    if (this.#client !== client) {
      return;
    }
    // Demote first: whatever happens to the session now, this instance no longer knows it holds the lock.
    this.#client = null;
    this.#set(false);
    if (err !== undefined && !this.#stopped) {
      this.opts.onError?.(err);
    }
    void client.end().catch(() => undefined);
  }

  async #connect(): Promise<pg.Client> {
    const every = this.opts.retryMs ?? DEFAULT_RETRY_MS;
    const client = new pg.Client({
      connectionString: this.opts.connectionString,
      // Named, so an operator sees the lease holder in pg_stat_activity.
      application_name: 'birrbet-leader',
      keepAlive: true,
      connectionTimeoutMillis: Math.max(every, 1_000),
      query_timeout: Math.max(every, 1_000),
    });
    client.on('error', (err) => this.#drop(client, err));
    client.on('end', () => this.#drop(client));
    this.#client = client;
    try {
      await client.connect();
    } catch (err) {
      this.#drop(client);
      throw err;
    }
    return client;
  }

  /** One try: connect when needed, then take the lock (follower) or prove the session is alive (leader). */
  async #tick(): Promise<void> {
    if (this.#busy || this.#stopped) {
      return;
    }
    this.#busy = true;
    try {
      const client = this.#client ?? (await this.#connect());
      if (this.#leader) {
        await client.query('SELECT 1');
        return;
      }
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [LEADER_LOCK_KEY]);
      if (this.#stopped || this.#client !== client) {
        return;
      }
      this.#set(result.rows[0]?.locked === true);
    } catch (err) {
      const client = this.#client;
      if (client !== null) {
        this.#drop(client, err);
      } else if (!this.#stopped) {
        this.opts.onError?.(err);
      }
    } finally {
      this.#busy = false;
      this.#firstTry();
    }
  }
}

/** Starts competing for the lease at once; isLeader turns true within one try when nobody else holds it. */
export function startLease(opts: LeaseOptions): Leadership {
  const lease = new PgLease(opts);
  lease.start();
  return lease;
}
