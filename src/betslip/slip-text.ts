// Slip lines to show translated: the points rules of spec §5 (domain/points-rules.ts), which carry their numbers
// ('Minimum stake is 30 points'), shown by their message with the values; any other text (a refusal the
// placement hook already translated by its code) as it came.
import type { Translate } from '../i18n/translate.ts';
import { pointsRuleText } from '../components/command-text.ts';

export function slipText(t: Translate, text: string): string {
  return pointsRuleText(t, text);
}
