// Bundles the server (server/main.ts with schema/ and domain/) into one ESM file with esbuild;
// npm packages stay external. Starts in about a second, against ~2 s under tsx.
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: 'dist-server/main.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log('server built into dist-server/');
}
