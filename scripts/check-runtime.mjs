// One UI runtime from unit test to phone (issue 30): after a build, the client (dist/) and the server renderer
// (dist-server/ssr/) must each carry React's own react and react-dom, at the versions installed (the ones Vitest
// renders with), and no other implementation of React. Reads each build's .vite/packages.json, which
// build/packages-plugin.ts writes from the modules the bundler really put in. `node scripts/check-runtime.mjs
// [dir …]` prints one line per build and exits 1 on a finding; scripts/test.mjs runs it after its build.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Packages that implement React's API in place of react / react-dom (an alias would bring one in); the
 *  architecture test refuses the same names as dependencies and imports. */
export const OTHER_REACTS = /^(preact|preact-render-to-string|@preact\/.+|inferno|inferno-.+|nervjs|react-lite|anujs|rax|@million\/.+|hono)$/;

/** The findings for one build's package list (empty when it is right). */
export function runtimeFindings(label, packages, installed) {
  const findings = [];
  for (const name of ['react', 'react-dom']) {
    if (packages[name] === undefined) {
      findings.push(`${label}: ${name} is not in the bundle`);
    } else if (packages[name] !== installed[name]) {
      findings.push(`${label}: ${name} ${packages[name]} is bundled, ${installed[name]} is installed`);
    }
  }
  for (const name of Object.keys(packages).filter((n) => OTHER_REACTS.test(n))) {
    findings.push(`${label}: ${name} ${packages[name]} is in the bundle, another implementation of React`);
  }
  return findings;
}

export function installedReact() {
  const require = createRequire(import.meta.url);
  return { react: require('react/package.json').version, 'react-dom': require('react-dom/package.json').version };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : [process.env.CLIENT_OUT_DIR ?? 'dist', process.env.SSR_OUT_DIR || 'dist-server/ssr'];
  const installed = installedReact();
  let findings = [];
  for (const dir of dirs) {
    const file = `${dir}/.vite/packages.json`;
    if (!existsSync(file)) {
      findings.push(`${dir}: no .vite/packages.json (built without build/packages-plugin.ts?)`);
      continue;
    }
    const packages = JSON.parse(readFileSync(file, 'utf8'));
    const found = runtimeFindings(dir, packages, installed);
    findings = findings.concat(found);
    console.log(`${dir}: react ${packages.react ?? '-'}, react-dom ${packages['react-dom'] ?? '-'}${found.length === 0 ? ', no other React' : ''}`);
  }
  for (const finding of findings) {
    console.error(`✖ ${finding}`);
  }
  process.exit(findings.length === 0 ? 0 : 1);
}
