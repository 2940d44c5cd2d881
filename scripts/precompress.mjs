// Writes .gz and .br beside every text asset over 1 KB below a folder, so the server sends precompressed bytes
// (cheap on a slow, costly mobile connection). Shared by the client build and the game pages' build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      yield* files(path);
    } else {
      yield path;
    }
  }
}

/** Compresses the files below `dir` whose name matches `pattern` (e.g. /\.(js|css|html)$/). */
export function precompress(dir, pattern) {
  for (const file of files(dir)) {
    if (pattern.test(file) && statSync(file).size > 1024) {
      const body = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
