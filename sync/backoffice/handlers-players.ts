// What the players desk's intents do on the wire (schema/endpoints/backoffice-players.ts): one call each, never
// retried, answers decoded by the client with the endpoint's declaration. Every change (block, sign-out, note,
// self-exclusion) answers the player's fresh profile, which becomes the outcome as it is: no second read. A
// deposit-limit change only asks (202 with the approval request); nothing in the profile moves until it is approved.
import * as Players from '../../schema/endpoints/backoffice-players.ts';
import type { AnswerOf, Endpoint } from '../../schema/endpoint.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome, PlayerProfileAnswer } from './events.ts';

export type PlayerIntent = Extract<
  Intent,
  { type: 'SearchPlayers' | 'LoadPlayer' | 'BlockPlayer' | 'SignOutPlayer' | 'AddPlayerNote' | 'ExcludePlayer' | 'RequestPlayerLimits' }
>;

export async function runPlayerIntent(client: BackofficeClient, intent: PlayerIntent): Promise<Outcome[]> {
  /** Sends a change about this player; its answer is the profile as the change left it. */
  const change = async (endpoint: Endpoint, id: string, body: unknown): Promise<Outcome[]> => {
    const answer = await client(endpoint, { params: { id }, body });
    return [{ type: 'PlayerChanged', profile: answer.body as PlayerProfileAnswer }];
  };
  switch (intent.type) {
    case 'SearchPlayers': {
      const answer = await client(Players.SearchPlayers, { query: { q: intent.q } });
      return [{ type: 'PlayersFound', q: intent.q, rows: (answer.body as AnswerOf<typeof Players.SearchPlayers, 200>).data }];
    }
    case 'LoadPlayer': {
      const answer = await client(Players.GetPlayer, { params: { id: intent.id } });
      return [{ type: 'PlayerLoaded', profile: answer.body as PlayerProfileAnswer }];
    }
    case 'BlockPlayer':
      return change(Players.BlockPlayer, intent.id, { blocked: intent.blocked, reason: intent.reason });
    case 'SignOutPlayer':
      return change(Players.SignOutPlayer, intent.id, { reason: intent.reason });
    case 'AddPlayerNote':
      return change(Players.AddPlayerNote, intent.id, { text: intent.text });
    case 'ExcludePlayer':
      return change(Players.ExcludePlayer, intent.id, { period: intent.period, reason: intent.reason });
    case 'RequestPlayerLimits': {
      const answer = await client(Players.RequestPlayerLimits, { params: { id: intent.id }, body: { ...intent.limits, reason: intent.reason } });
      const approvalId = (answer.body as AnswerOf<typeof Players.RequestPlayerLimits, 202>).approval_id;
      return [{ type: 'PlayerLimitsRequested', playerId: intent.id, approvalId }];
    }
  }
}
