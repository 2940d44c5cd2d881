// Adds message ids to the four catalogues in one step: `node scripts/add-messages.mjs file.json` where the
// file is {"en": {id: text}, "am": {...}, "or": {...}, "ti": {...}} with the same ids in each language.
// Refuses a set with missing languages or ids, and an id that already exists with a different English text
// (pass --force to change it). Each catalogue is rewritten whole in one write, ids in the order they came.
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const LANGS = ['en', 'am', 'or', 'ti'];
const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-messages.mjs <file.json> [--force]');
  process.exit(2);
}
const input = JSON.parse(readFileSync(file, 'utf8'));
const ids = Object.keys(input.en ?? {});
for (const lang of LANGS) {
  const got = Object.keys(input[lang] ?? {})
    .sort()
    .join('\n');
  if (got !== [...ids].sort().join('\n')) {
    console.error(`${lang}: ids differ from en's`);
    process.exit(1);
  }
}
const path = (lang) => `src/i18n/messages/${lang}.json`;
const en = JSON.parse(readFileSync(path('en'), 'utf8'));
const clashes = ids.filter((id) => id in en && en[id] !== input.en[id]);
if (clashes.length > 0 && flag !== '--force') {
  console.error(`already there with another English text (use --force): ${clashes.join(', ')}`);
  process.exit(1);
}
for (const lang of LANGS) {
  const catalogue = JSON.parse(readFileSync(path(lang), 'utf8'));
  Object.assign(catalogue, input[lang]);
  writeFileSync(`${path(lang)}.tmp`, `${JSON.stringify(catalogue, null, 2)}\n`);
  renameSync(`${path(lang)}.tmp`, path(lang));
}
console.log(`added or updated ${ids.length} ids in ${LANGS.join(', ')}`);
