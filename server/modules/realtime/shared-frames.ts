// One compression per broadcast instead of one per socket. The odds stream sends the same ODDS_CHANGE text to
// thousands of sockets; through ws each send compresses on its own (permessage-deflate, one zlib job per socket,
// ten at a time process-wide), and a socket's later messages — its BALANCE_UPDATE — wait behind its turn: with
// 5,000 sockets a flush held balance updates back 0.3–2 s. With no context takeover (DEFLATE below) a message
// compresses to the same bytes on every connection, so the text is deflated once (the last text is kept) and
// the same frame (one buffer) is written to each socket, a few hundred sockets per event-loop turn (Broadcaster).
// Ordering: the frame is written straight to the connection only when ws has nothing queued or being compressed
// for it (ws writes in call order through the same stream); otherwise, or when the socket is not a ws socket
// with this negotiation, the message takes ws's own path. bufferedAmount still counts it (ws reads the stream's).
import { constants, deflateRawSync } from 'node:zlib';
import type { HubSocket } from './hub.ts';

/**
 * permessage-deflate for frames of 1 KB and more (an ODDS_CHANGE batch of a kick-off wave is ~100 KB of JSON
 * and ~10 KB deflated; a balance update stays as it is). Each message is compressed on its own in a 1 KB
 * window at a low memory level, so a connection costs ~20 KB of zlib state, not ~300 KB.
 */
export const DEFLATE = {
  threshold: 1024,
  serverNoContextTakeover: true,
  serverMaxWindowBits: 10,
  zlibDeflateOptions: { level: 3, memLevel: 4 },
};

const OPEN = 1;
/** Sockets written per event-loop turn while a broadcast drains (~1–3 ms of writes on this machine). */
const WRITES_PER_ROUND = 250;
/** What ws keeps of a connection, read only to decide whether writing beside it keeps the order. */
interface WsInternals {
  _extensions?: Record<string, { params?: Record<string, unknown> } | undefined>;
  _socket?: Partial<Corkable> & { writable?: boolean; write(chunk: Buffer): boolean };
  _sender?: { _state?: unknown; _queue?: unknown };
}

/** The last message compressed, as one whole frame (RFC 7692: a sync-flushed raw deflate without its tail). */
class FrameCache {
  #text: string | null = null;
  #frame: Buffer = Buffer.alloc(0);

  frame(text: string): Buffer {
    if (text !== this.#text) {
      const out = deflateRawSync(text, {
        level: DEFLATE.zlibDeflateOptions.level,
        memLevel: DEFLATE.zlibDeflateOptions.memLevel,
        windowBits: DEFLATE.serverMaxWindowBits,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      const payload = out.subarray(0, out.length - 4);
      this.#frame = Buffer.concat([frameHeader(payload.length), payload]);
      this.#text = text;
    }
    return this.#frame;
  }
}

/** The header of a server (unmasked), final, compressed (RSV1) text frame of this payload length. */
function frameHeader(length: number): Buffer {
  const first = 0x80 | 0x40 | 0x01;
  if (length < 126) {
    return Buffer.from([first, length]);
  }
  if (length < 65536) {
    const h = Buffer.from([first, 126, 0, 0]);
    h.writeUInt16BE(length, 2);
    return h;
  }
  const h = Buffer.from([first, 127, 0, 0, 0, 0, 0, 0, 0, 0]);
  h.writeUIntBE(length, 4, 6);
  return h;
}

/** Deflate agreed without context takeover, in a window the client allows our frames' (a client may ask for less). */
function negotiated(ws: WsInternals): boolean {
  const params = ws._extensions?.['permessage-deflate']?.params;
  const bits = params?.['server_max_window_bits'];
  return params?.['server_no_context_takeover'] === true && (bits === undefined || Number(bits) >= DEFLATE.serverMaxWindowBits);
}

/** Writes the frame when that keeps ws's order (nothing queued or compressing in ws); false otherwise. */
function writeShared(socket: HubSocket, frame: Buffer): boolean {
  const ws = socket as unknown as WsInternals;
  const sender = ws._sender;
  const stream = ws._socket;
  if (sender === undefined || stream === undefined || stream.writable !== true) {
    return false;
  }
  if (sender._state !== 0 || !Array.isArray(sender._queue) || sender._queue.length > 0) {
    return false;
  }
  stream.write(frame);
  return true;
}

interface Queued {
  socket: HubSocket;
  text: string;
  frame: Buffer;
  owed: { bytes: number };
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** Connections written to in this event-loop turn, corked until its end. */
const corked = new Set<Corkable>();

function uncorkAll(): void {
  for (const stream of corked) {
    stream.uncork();
  }
  corked.clear();
}

/**
 * Holds a connection's writes until the end of this turn, so what one event sends it — a goal's LIVE_EVENT, its
 * LIVE_SCORE and the match's suspension — leaves in one write (one system call per socket, not three: with 5,000
 * sockets that is most of a goal's fan-out time).
 */
function corkForTurn(stream: Corkable): void {
  if (corked.has(stream)) {
    return;
  }
  stream.cork();
  corked.add(stream);
  if (corked.size === 1) {
    setImmediate(uncorkAll);
  }
}

/**
 * The hub's sender of long texts: each is compressed once (FrameCache) and its frame written to each socket in
 * rounds of WRITES_PER_ROUND, so a flush to thousands of sockets lets other work in between (a NOTIFY, a balance
 * read, a BALANCE_UPDATE) instead of holding the event loop for the whole flush. Long texts of one socket keep
 * their order (one queue); a short message (under the compression threshold) is sent at once and may pass a
 * queued ODDS_CHANGE, which is independent of it. Queued bytes count in the socket's bufferedAmount.
 */
export class Broadcaster {
  readonly #cache = new FrameCache();
  #queue: Queued[] = [];
  #next = 0;
  #scheduled = false;

  /** The socket as the hub holds it: a ws socket's sends corked per turn, and long texts shared when deflate allows. */
  wrap(socket: HubSocket): HubSocket {
    const ws = socket as unknown as WsInternals;
    const stream = ws._socket;
    const shared = negotiated(ws) && ws._sender !== undefined && stream !== undefined;
    const corkable = typeof stream?.cork === 'function' && typeof stream.uncork === 'function' ? (stream as Corkable) : null;
    if (!shared && corkable === null) {
      return socket;
    }
    const owed = { bytes: 0 };
    return {
      get readyState() {
        return socket.readyState;
      },
      get bufferedAmount() {
        return socket.bufferedAmount + owed.bytes;
      },
      send: (data) => {
        if (corkable !== null) {
          corkForTurn(corkable);
        }
        if (shared && data.length >= DEFLATE.threshold) {
          this.#enqueue({ socket, text: data, frame: this.#cache.frame(data), owed });
        } else {
          socket.send(data);
        }
      },
      ping: () => socket.ping(),
      terminate: () => socket.terminate(),
      close: (code, reason) => socket.close(code, reason),
      on: (event, listener) => socket.on(event, listener),
    };
  }

  #enqueue(item: Queued): void {
    item.owed.bytes += item.frame.length;
    this.#queue.push(item);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#drain());
    }
  }

  #drain(): void {
    const end = Math.min(this.#queue.length, this.#next + WRITES_PER_ROUND);
    for (; this.#next < end; this.#next += 1) {
      const item = this.#queue[this.#next] as Queued;
      item.owed.bytes -= item.frame.length;
      if (item.socket.readyState === OPEN && !writeShared(item.socket, item.frame)) {
        item.socket.send(item.text);
      }
    }
    if (this.#next < this.#queue.length) {
      setImmediate(() => this.#drain());
      return;
    }
    this.#queue = [];
    this.#next = 0;
    this.#scheduled = false;
  }
}
