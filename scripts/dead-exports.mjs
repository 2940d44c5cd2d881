// Exports nothing imports: `node scripts/dead-exports.mjs` lists each `export` of the TypeScript sources (schema/,
// domain/, sync/, src/, server/, build/) that no file of the repository imports — tests, e2e, scripts and benches
// count as users. It reads import and export statements with regular expressions, not a parser, so it errs on the
// side of "used": a dynamic import() or `import * as` marks every export of its target used, and `export * from`
// passes uses through. Deliberate public surfaces (schema/index.ts and what it re-exports) are never reported.
// Also lists source files nothing imports. Exit code 1 when anything is found.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['schema', 'domain', 'sync', 'src', 'server', 'build'];
const USERS = [
  ...SOURCES,
  'tests',
  'e2e',
  'scripts',
  'bench',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.bench.config.ts',
  'playwright.config.ts',
];
const PUBLIC = new Set(['schema/index.ts']);
/** Bundled entry points whose exports are read from the built file (scripts/start.mjs imports dist-server/main.mjs). */
const BUNDLED = new Set(['server/main.ts']);
const CODE = /\.(ts|tsx|mjs|js)$/;

function walk(path, out = []) {
  if (!existsSync(path)) {
    return out;
  }
  if (statSync(path).isFile()) {
    if (CODE.test(path)) {
      out.push(path);
    }
    return out;
  }
  for (const name of readdirSync(path)) {
    if (name !== 'node_modules' && !name.startsWith('.')) {
      walk(join(path, name), out);
    }
  }
  return out;
}

const rel = (file) => relative(ROOT, file);
const files = USERS.flatMap((p) => walk(join(ROOT, p)));
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

/** Resolves a relative specifier to a known file (with or without its extension), or null (a package). */
function target(from, spec) {
  if (!spec.startsWith('.')) {
    return null;
  }
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => text.has(f)) ?? null;
}

/** `a, type b, c as d` → the imported (or re-exported) names: a, b, c. */
const namesIn = (list) =>
  list
    .split(',')
    .map(
      (s) =>
        s
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )
    .filter(Boolean);

// What each file exports (its own declarations and `export { … }` lists) and what it passes through.
const exported = new Map();
const typeOnly = new Set();
const starFrom = new Map();
for (const [file, src] of text) {
  const names = new Set();
  for (const m of src.matchAll(
    /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.add(m[2]);
    if (m[1] === 'interface' || m[1] === 'type') {
      typeOnly.add(`${file}:${m[2]}`);
    }
  }
  for (const m of src.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of m[1]
      .split(',')
      .map((s) => s.trim().replace(/^type\s+/, ''))
      .filter(Boolean)) {
      names.add(part.split(/\s+as\s+/).pop());
    }
  }
  if (/^export\s+default\b/m.test(src)) {
    names.add('default');
  }
  exported.set(file, names);
  starFrom.set(file, [...src.matchAll(/^export\s+\*\s+from\s+'([^']+)'/gm)].map((m) => target(file, m[1])).filter(Boolean));
}

// Every (file, name) some other file imports or re-exports; '*' when a file is used whole.
const used = new Map([...text.keys()].map((f) => [f, new Set()]));
const use = (file, name) => used.get(file)?.add(name);
for (const [file, src] of text) {
  for (const m of src.matchAll(/(?:import|export)\s+(?:type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)?\s*(?:from\s+)?'([^']+)'/g)) {
    const to = target(file, m[3]);
    if (!to || to === file) {
      continue;
    }
    const clause = m[2] ?? '';
    if (m[1] || (/^[\w$]+$/.test(clause) && !/^(from|type)$/.test(clause))) {
      use(to, 'default');
    }
    if (clause.startsWith('{')) {
      namesIn(clause.slice(1, -1)).forEach((n) => {
        use(to, n);
      });
    } else if (clause.startsWith('*') || clause === '') {
      use(to, '*');
    }
  }
  for (const m of src.matchAll(/import\(\s*'([^']+)'\s*\)|new URL\(\s*'([^']+)'/g)) {
    const to = target(file, m[1] ?? m[2]);
    if (to) {
      use(to, '*');
    }
  }
}

// What a public surface passes through is public: every export of the files it re-exports counts as used.
for (const file of [...text.keys()].filter((f) => PUBLIC.has(rel(f)))) {
  (starFrom.get(file) ?? []).forEach((from) => {
    use(from, '*');
  });
}

// A use of a name a file passes through with `export *` is a use of it where it is declared.
const passThrough = (file, name, seen = new Set()) => {
  for (const from of starFrom.get(file) ?? []) {
    if (!seen.has(from)) {
      seen.add(from);
      use(from, name);
      passThrough(from, name, seen);
    }
  }
};
for (const [file, names] of used) {
  for (const name of [...names]) {
    passThrough(file, name);
  }
}

// Three kinds: code nothing uses at all (remove it), values only their own file uses (drop `export`), and types
// only their own file uses — the vocabulary of an exported signature, reported for information only.
const unused = [];
const local = [];
const localTypes = [];
const wordCount = (src, name) => src.match(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))?.length ?? 0;
for (const [file, names] of exported) {
  const r = rel(file);
  if (!SOURCES.some((s) => r === s || r.startsWith(`${s}/`)) || PUBLIC.has(r) || BUNDLED.has(r) || used.get(file).has('*')) {
    continue;
  }
  for (const name of [...names].filter((n) => n !== 'default' && !used.get(file).has(n))) {
    const line = `${r}: ${name}`;
    if (wordCount(text.get(file), name) <= 1) {
      unused.push(line);
    } else if (typeOnly.has(`${file}:${name}`)) {
      localTypes.push(line);
    } else {
      local.push(line);
    }
  }
}
// Source files nothing imports (entry points aside): a barrel or module left behind.
const ENTRIES = new Set(['src/main.tsx', 'server/main.ts', ...PUBLIC]);
const orphans = [...text.keys()]
  .map(rel)
  .filter((r) => SOURCES.some((s) => r.startsWith(`${s}/`)) && !r.endsWith('.d.ts') && !ENTRIES.has(r) && used.get(resolve(ROOT, r)).size === 0);

const section = (title, lines) => (lines.length === 0 ? '' : `${title} (${lines.length}):\n  ${lines.sort().join('\n  ')}\n`);
const verbose = process.argv.includes('--types');
console.log(
  [
    section('Source files nothing imports', orphans),
    section('Exported, used nowhere', unused),
    section('Exported values only their own file uses', local),
    verbose ? section("Exported types only their own file uses (a signature's vocabulary: kept)", localTypes) : '',
  ].join('') || 'no dead exports',
);
console.log(`${localTypes.length} exported types are used only in their own file (--types lists them).`);
process.exit(orphans.length + unused.length + local.length === 0 ? 0 : 1);
