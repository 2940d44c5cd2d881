// What the Games screen's intents do on the wire (schema/endpoints/admin-games.ts): one call each, never retried,
// answers decoded by the client with the endpoint's declaration. A switch answers the provider or game as it now
// stands, and the real-money switch every merchant's setting: each becomes the outcome as it is, no second read.
import * as Games from '../../schema/endpoints/admin-games.ts';
import type { AnswerOf } from '../../schema/endpoint.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome } from './events.ts';

export type GameIntent = Extract<Intent, { type: 'LoadGameCatalog' | 'LoadGameSettings' | 'SwitchGameProvider' | 'SwitchGame' | 'SetRealMoney' }>;

export async function runGameIntent(client: BackofficeClient, intent: GameIntent): Promise<Outcome[]> {
  switch (intent.type) {
    case 'LoadGameCatalog': {
      const { provider, q, page } = intent.filter;
      const answer = (await client(Games.GameCatalogAdmin, { query: { provider, q, page } })).body as AnswerOf<typeof Games.GameCatalogAdmin, 200>;
      const { providers, games, total, per_page: perPage } = answer.data;
      return [{ type: 'GameCatalogLoaded', filter: intent.filter, providers, games, total, perPage }];
    }
    case 'LoadGameSettings': {
      const answer = (await client(Games.GameSettingsList)).body as AnswerOf<typeof Games.GameSettingsList, 200>;
      return [{ type: 'GameSettingsLoaded', rows: answer.data }];
    }
    case 'SwitchGameProvider': {
      const input = { params: { id: intent.id }, body: { on: intent.on, reason: intent.reason } };
      const answer = (await client(Games.SwitchGameProvider, input)).body as AnswerOf<typeof Games.SwitchGameProvider, 200>;
      return [{ type: 'GameProviderSwitched', provider: answer.data }];
    }
    case 'SwitchGame': {
      const input = { params: { id: intent.id }, body: { on: intent.on, reason: intent.reason } };
      const answer = (await client(Games.SwitchGame, input)).body as AnswerOf<typeof Games.SwitchGame, 200>;
      return [{ type: 'GameSwitched', game: answer.data }];
    }
    case 'SetRealMoney': {
      const body = { merchant_id: intent.merchantId, real_money: intent.on };
      const answer = (await client(Games.SetGameSettings, { body })).body as AnswerOf<typeof Games.SetGameSettings, 200>;
      return [{ type: 'GameSettingsLoaded', rows: answer.data }];
    }
  }
}
