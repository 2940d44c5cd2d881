// What the LotoFoot desk's intents do on the wire (schema/endpoints/backoffice-lotofoot.ts): the recent weeks with
// their worst-case liability and cap, and setting the fixed-prize variant's weekly cap — whose answer is the weeks
// as they now stand, so it becomes the outcome as it is (no second read). One call each, never retried.
import { LotofootWeeksDesk, SetLotofootCap } from '../../schema/endpoints/backoffice-lotofoot.ts';
import type { AnswerOf } from '../../schema/endpoint.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome } from './events.ts';

export type LotofootIntent = Extract<Intent, { type: 'LoadLotofootWeeks' | 'SetLotofootCap' }>;

export async function runLotofootIntent(client: BackofficeClient, intent: LotofootIntent): Promise<Outcome[]> {
  if (intent.type === 'LoadLotofootWeeks') {
    const answer = await client(LotofootWeeksDesk);
    return [{ type: 'LotofootWeeksLoaded', rows: (answer.body as AnswerOf<typeof LotofootWeeksDesk, 200>).data }];
  }
  const answer = await client(SetLotofootCap, { body: { variant: intent.variant, cap: intent.cap, reason: intent.reason } });
  return [{ type: 'LotofootWeeksLoaded', rows: (answer.body as AnswerOf<typeof SetLotofootCap, 200>).data }];
}
