// Every TCP connection of the HTTP server, with its own deadlines and the process-wide budget (issue 28):
// - a connection that has not sent complete request headers within `headersMs` of opening is closed, and so is
//   one with no request in flight `keepAliveMs` after its last answer. Own timers on each socket: Node's
//   headersTimeout is only checked every connectionsCheckingInterval, and a socket that never sent a byte was
//   seen to stay open for minutes;
// - at most `budget` connections at once (the open-file limit less a reserve, connection-limits.ts). A new
//   connection over the budget takes the place of an idle one (no request in flight, not a WebSocket): the oldest
//   of the address holding the most idle ones. So idle sockets can never lock other clients out, while a busy
//   carrier-NAT address (many players behind one address) only ever loses connections that carry nothing; a
//   connection over the budget with no idle one to reclaim is closed;
// WebSockets (upgraded connections) count towards the budget but are never reclaimed or timed here: their
// heartbeat (realtime/hub.ts) ends a silent one.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionDeadlines {
  /** From opening to complete request headers (ms). */
  headersMs: number;
  /** From the last answer to the next request's complete headers (ms). */
  keepAliveMs: number;
}

interface Connection {
  address: string;
  inFlight: number;
  upgraded: boolean;
  timer: NodeJS.Timeout | null;
}

const tracked = new WeakMap<Socket, Connection>();

export class ConnectionBudget {
  readonly #idle = new Map<string, Set<Socket>>();
  #open = 0;

  constructor(
    readonly budget: number,
    private readonly deadlines: ConnectionDeadlines,
  ) {}

  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.#opened(socket));
    server.on('request', (request: IncomingMessage, response: ServerResponse) => this.#request(request.socket, response));
    server.on('upgrade', (_request: IncomingMessage, socket: Socket) => this.#upgraded(socket));
  }

  #opened(socket: Socket): void {
    if (socket.destroyed) {
      return;
    }
    const c: Connection = { address: socket.remoteAddress ?? '', inFlight: 0, upgraded: false, timer: null };
    tracked.set(socket, c);
    this.#open += 1;
    socket.once('close', () => this.#closed(socket, c));
    if (this.#open > this.budget && !this.#reclaimOne()) {
      socket.destroy();
      return;
    }
    this.#setIdle(socket, c, this.deadlines.headersMs);
  }

  #request(socket: Socket, response: ServerResponse): void {
    const c = tracked.get(socket);
    if (c === undefined) {
      return;
    }
    c.inFlight += 1;
    this.#setBusy(socket, c);
    // A streamed answer (a static file, the rendered page) carries more than Node's default of 10 'close'
    // listeners, each from an independent part (Node's HTTP layer, Fastify's reply and its stream pipe, the static
    // file sender, compression, this budget, the overload guard): a count, not a leak, as they all go with the
    // response. Without this every such answer printed a MaxListenersExceededWarning into the operator's log.
    response.setMaxListeners(32);
    response.once('close', () => {
      c.inFlight -= 1;
      if (c.inFlight === 0 && !socket.destroyed && !c.upgraded) {
        this.#setIdle(socket, c, this.deadlines.keepAliveMs);
      }
    });
  }

  #upgraded(socket: Socket): void {
    const c = tracked.get(socket);
    if (c !== undefined) {
      c.upgraded = true;
      this.#setBusy(socket, c);
    }
  }

  #closed(socket: Socket, c: Connection): void {
    this.#open -= 1;
    this.#setBusy(socket, c);
  }

  /** No request in flight: closed at the deadline unless a request's headers complete first; reclaimable. */
  #setIdle(socket: Socket, c: Connection, deadlineMs: number): void {
    this.#setBusy(socket, c);
    c.timer = setTimeout(() => socket.destroy(), deadlineMs);
    c.timer.unref();
    let set = this.#idle.get(c.address);
    if (set === undefined) {
      set = new Set();
      this.#idle.set(c.address, set);
    }
    set.add(socket);
  }

  #setBusy(socket: Socket, c: Connection): void {
    if (c.timer !== null) {
      clearTimeout(c.timer);
      c.timer = null;
    }
    const set = this.#idle.get(c.address);
    if (set?.delete(socket) && set.size === 0) {
      this.#idle.delete(c.address);
    }
  }

  /** Closes the oldest idle connection of the address holding the most idle ones; false when none is idle. */
  #reclaimOne(): boolean {
    let most: Set<Socket> | undefined;
    for (const set of this.#idle.values()) {
      if (most === undefined || set.size > most.size) {
        most = set;
      }
    }
    const oldest = most?.values().next().value;
    if (oldest === undefined) {
      return false;
    }
    const c = tracked.get(oldest);
    if (c !== undefined) {
      this.#setBusy(oldest, c);
    }
    oldest.destroy();
    return true;
  }
}
