// Slip messages to show translated: fixed texts, and the points rules of spec §5, which carry numbers
// ('Minimum stake is 30 points'), matched by pattern to a message with values (knownText does both).
import type { MessageId } from '../i18n/messages.ts';
import { knownText, type TextPattern } from '../components/known-text.ts';

const PATTERNS: TextPattern[] = [
  [/^Minimum stake is ([\d.]+) points$/, 'slip.points.minStake', ['n']],
  [/^Maximum stake is ([\d.]+) points$/, 'slip.points.maxStake', ['n']],
  [/^Maximum (\d+) selections allowed$/, 'slip.points.maxSelections', ['n']],
  [/^Minimum (\d+) selections required$/, 'slip.points.minSelections', ['n']],
  [/^Selection (\d+): Minimum odds is ([\d.]+)$/, 'slip.points.minOdds', ['i', 'n']],
  [/^Minimum total odds is ([\d.]+)$/, 'slip.points.minTotalOdds', ['n']],
  [/^Maximum total odds is ([\d.]+)$/, 'slip.points.maxTotalOdds', ['n']],
  [/^Stake adjusted to ([\d.]+) points to comply with maximum payout limits\.$/, 'slip.points.adjusted', ['n']],
];

export function slipText(t: (id: MessageId, values?: Record<string, string | number>) => string, text: string): string {
  return knownText(t, text, PATTERNS);
}
