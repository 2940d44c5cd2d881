// A rendered page compressed once per encoding and kept beside it: one render serves every request of its key for
// a couple of seconds, and compressing its ~80 KB again for each of them cost far more than the reused render
// saved (bench:server's home scenario). The compression plugin leaves a body that already says its encoding alone.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return 'br';
  }
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** The body in an encoding, compressed on first use and kept (quality 5: fast, within a few % of the best). */
export function compressedBodies(body: string): (encoding: PageEncoding) => Promise<Buffer> {
  const made = new Map<PageEncoding, Promise<Buffer>>();
  return (encoding) => {
    let out = made.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gz(body, { level: 6 });
      made.set(encoding, out);
    }
    return out;
  };
}
