// A refusal in the operator's language (issue 33). The server answers a refusal with its English text (spec §8's,
// or the endpoint's declared one); the back office keeps the Amharic of each such text (refusals-am.ts), keyed by
// the English itself, so one dictionary covers every code, including VALIDATION_FAILED and NOT_FOUND whose texts
// differ by field and endpoint. A text the server fills with values ("A credit above 5,000 ETB needs…") is matched
// against its template and the values carried over. A text with no Amharic yet shows as it came: never blank.
import { REFUSALS_AM } from './refusals-am.ts';

interface Template {
  pattern: RegExp;
  names: string[];
  words: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let templates: Template[] | null = null;

/** The dictionary's texts with {values}, as patterns (built on the first refusal shown, not at load). */
function filledTemplates(): Template[] {
  if (templates === null) {
    templates = Object.entries(REFUSALS_AM)
      .filter(([english]) => english.includes('{'))
      .map(([english, words]) => {
        const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
        const pattern = new RegExp(
          `^${english
            .split(PLACEHOLDER)
            .map((part, i) => (i % 2 === 1 ? '(.+?)' : literal(part)))
            .join('')}$`,
        );
        return { pattern, names, words };
      });
  }
  return templates;
}

/** The Amharic of a server's (or the page's) English refusal text, or the text as it came when none is kept. */
export function refusalInAmharic(english: string): string {
  const exact = REFUSALS_AM[english];
  if (exact !== undefined) {
    return exact;
  }
  for (const { pattern, names, words } of filledTemplates()) {
    const match = pattern.exec(english);
    if (match !== null) {
      const values = new Map(names.map((name, i) => [name, match[i + 1] as string]));
      return words.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
  }
  return english;
}
