// A USSD screen's text: 'CON ' (the gateway waits for an input) or 'END ' (it closes the session) and at most 182
// characters in all — what a handset shows in one page. Counted in UTF-16 units (Ethiopic is one each). Lists
// built from the catalogue (teams, sports) are cut to fit; the fixed texts are short by design (the screens test).
export const USSD_MAX = 182;

export type Reply = { kind: 'CON' | 'END'; body: string };

export const con = (body: string): Reply => ({ kind: 'CON', body });
export const end = (body: string): Reply => ({ kind: 'END', body });

/** The wire text of a reply, cut to the limit (an ellipsis marks a cut). */
export function wire(reply: Reply): string {
  const text = `${reply.kind} ${reply.body.trim()}`;
  return text.length <= USSD_MAX ? text : `${text.slice(0, USSD_MAX - 1)}…`;
}

/** Head, then as many of `lines` as fit beside head and foot (each line cut to `lineMax`). */
export function listScreen(head: string, lines: readonly string[], foot: string, lineMax = 40): string {
  const room = USSD_MAX - 4 - head.length - foot.length - 2;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cut = line.length > lineMax ? `${line.slice(0, lineMax - 1)}.` : line;
    if (used + cut.length + 1 > room) {
      break;
    }
    kept.push(cut);
    used += cut.length + 1;
  }
  return [head, ...kept, foot].filter((s) => s !== '').join('\n');
}

/** Cents as the player reads them: '50.00'. */
export { plainEtb as etb } from '../core/format.ts';

/** A match's kick-off in Ethiopia's time (EAT, UTC+3): 'HH:MM'. */
export function kickOff(at: Date): string {
  const eat = new Date(at.getTime() + 3 * 3_600_000);
  return `${String(eat.getUTCHours()).padStart(2, '0')}:${String(eat.getUTCMinutes()).padStart(2, '0')}`;
}

/** A whole ETB amount typed on a keypad ('50') → cents, or null. */
export function amountCents(input: string): number | null {
  return /^\d{1,7}$/.test(input) && Number(input) > 0 ? Number(input) * 100 : null;
}
