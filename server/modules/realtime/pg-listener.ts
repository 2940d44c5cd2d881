// LISTEN on PostgreSQL for the bus events of every instance, on one dedicated connection (a pooled one
// could be handed back and lose the LISTEN). A lost connection is re-opened with back-off; events sent while
// it was down are lost, so onResync runs after every reconnect (the fan-out re-pushes connected balances).
import pg from 'pg';
import { EVENTS_CHANNEL, parseBusEvent, type BusEvent } from './bus.ts';

export interface ListenerOptions {
  connectionString: string;
  onEvent: (event: BusEvent) => void;
  onResync: () => void;
  /** The LISTEN connection is gone: events may be missed until the next onResync. */
  onLost?: () => void;
  onError: (err: unknown) => void;
}

export interface Listener {
  stop: () => Promise<void>;
}

const MAX_BACKOFF_MS = 10_000;

/** Connects and LISTENs (the first connection's failure is thrown: start-up should fail loudly). */
export async function listenPostgres(opts: ListenerOptions): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempts = 0;
  let timer: NodeJS.Timeout | null = null;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: opts.connectionString });
    c.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL) {
        return;
      }
      const event = parseBusEvent(msg.payload);
      if (event !== null) {
        opts.onEvent(event);
      }
    });
    let lost = false;
    const onLost = (err?: unknown): void => {
      if (lost) {
        return;
      }
      lost = true;
      opts.onLost?.();
      if (err !== undefined) {
        opts.onError(err);
      }
      if (client === c) {
        client = null;
      }
      void c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      lost = true;
      void c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      lost = true;
      await c.end();
      return;
    }
    client = c;
    attempts = 0;
  };

  function schedule(): void {
    if (stopped || timer !== null) {
      return;
    }
    const delay = Math.min(250 * 2 ** attempts, MAX_BACKOFF_MS);
    attempts += 1;
    timer = setTimeout(() => {
      timer = null;
      open().then(
        () => opts.onResync(),
        (err: unknown) => {
          opts.onError(err);
          schedule();
        },
      );
    }, delay);
    timer.unref();
  }

  await open();
  return {
    stop: async () => {
      stopped = true;
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
