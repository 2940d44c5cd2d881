// What the risk desk's intents do on the wire (schema/endpoints/backoffice-risk.ts and backoffice-results.ts): one
// call each, never retried, answers decoded by the client with the endpoint's declaration. Setting (or, both null,
// removing) a limit answers every limit now in force, which becomes the outcome as it is: no second read. A
// resettlement only asks (202 with the approval request a second person decides on the approvals screen); a result
// entered is stored and settled at once (the results boundary, schema/endpoints/admin-feed.ts).
import { EnterResults } from '../../schema/endpoints/admin-feed.ts';
import { RequestResettlement } from '../../schema/endpoints/backoffice-results.ts';
import { FlaggedPlayers, ListRiskLimits, SetRiskLimit } from '../../schema/endpoints/backoffice-risk.ts';
import type { AnswerOf } from '../../schema/endpoint.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome } from './events.ts';

export type RiskIntent = Extract<Intent, { type: 'LoadRiskLimits' | 'LoadRiskFlags' | 'SetRiskLimit' | 'RequestResettlement' | 'EnterResult' }>;

export async function runRiskIntent(client: BackofficeClient, intent: RiskIntent): Promise<Outcome[]> {
  switch (intent.type) {
    case 'LoadRiskLimits': {
      const answer = await client(ListRiskLimits);
      return [{ type: 'RiskLimitsLoaded', rows: (answer.body as AnswerOf<typeof ListRiskLimits, 200>).data }];
    }
    case 'LoadRiskFlags': {
      const answer = await client(FlaggedPlayers);
      return [{ type: 'RiskFlagsLoaded', rows: (answer.body as AnswerOf<typeof FlaggedPlayers, 200>).data }];
    }
    case 'SetRiskLimit': {
      const { scope, scopeId, maxStake, maxWin, reason } = intent.limit;
      const answer = await client(SetRiskLimit, { body: { scope, scope_id: scopeId, max_stake: maxStake, max_win: maxWin, reason } });
      return [{ type: 'RiskLimitsLoaded', rows: (answer.body as AnswerOf<typeof SetRiskLimit, 200>).data }];
    }
    case 'RequestResettlement': {
      const answer = await client(RequestResettlement, { params: { id: intent.matchId }, body: intent.request });
      const approvalId = (answer.body as AnswerOf<typeof RequestResettlement, 202>).approval_id;
      return [{ type: 'ResettlementRequested', matchId: intent.matchId, approvalId }];
    }
    case 'EnterResult': {
      const answer = await client(EnterResults, { body: { results: [intent.result], reason: intent.reason } });
      const { stored, settled } = answer.body as AnswerOf<typeof EnterResults, 200>;
      return [{ type: 'ResultEntered', matchId: intent.matchId, stored, settled }];
    }
  }
}
