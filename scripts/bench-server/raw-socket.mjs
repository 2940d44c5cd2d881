// A minimal WebSocket client for the socket bench: thousands of them live in one process, so each does the
// least a phone's browser does that the server can tell apart. It offers permessage-deflate exactly as browsers
// do (so the server compresses for it as for a browser), answers pings (the heartbeat terminates silent peers),
// reads uncompressed text frames (CONNECTION_ESTABLISHED, BALANCE_UPDATE: both far under the server's 1 KB
// compression threshold) and counts compressed frames (ODDS_CHANGE batches) without inflating them: inflating
// thousands of copies of every odds batch in this one process would put the bench's own queue into the latency.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

const PONG_MASK = Buffer.alloc(4); // a zero masking key: the pong carries the ping's bytes as they are

/**
 * Opens `path` (with its query) on host:port; resolves with the handle once the first text frame arrived
 * (the server's greeting), rejects when the upgrade is refused. onText(text, atMs) sees every uncompressed text
 * frame; onCompressed(bytes) every compressed one.
 */
export function openRawSocket({ host, port, path, onText, onCompressed }) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    let greeted = false;
    const handle = { close: () => socket.destroy(), compressed: false };
    socket.once('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
          'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n',
      );
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('socket closed before its greeting')));
    socket.on('data', (chunk) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end === -1) {
          return;
        }
        const head = buffer.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 101')) {
          reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        handle.compressed = /sec-websocket-extensions:[^\r]*permessage-deflate/i.test(head);
        upgraded = true;
        buffer = buffer.subarray(end + 4);
      }
      while (buffer.length >= 2) {
        const b0 = buffer[0];
        let length = buffer[1] & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (buffer.length < 4) {
            return;
          }
          length = buffer.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (buffer.length < 10) {
            return;
          }
          length = buffer.readUIntBE(4, 6);
          offset = 10;
        }
        if (buffer.length < offset + length) {
          return;
        }
        const payload = buffer.subarray(offset, offset + length);
        buffer = buffer.subarray(offset + length);
        const opcode = b0 & 0x0f;
        if (opcode === 0x9) {
          socket.write(Buffer.concat([Buffer.from([0x8a, 0x80 | payload.length]), PONG_MASK, payload]));
        } else if (opcode === 0x1 && (b0 & 0x40) !== 0) {
          onCompressed(length);
        } else if (opcode === 0x1) {
          const text = payload.toString('utf8');
          onText(text, performance.timeOrigin + performance.now());
          if (!greeted) {
            greeted = true;
            if (text.includes('"CONNECTION_ESTABLISHED"')) {
              resolve(handle);
            } else {
              reject(new Error(`socket refused: ${text}`));
            }
          }
        }
      }
    });
  });
}
