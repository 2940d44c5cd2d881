// What the content desk's promotion, popup and points intents do on the wire (issue 33 "Content", permission
// content.manage): one call each, never retried, answers decoded by the client with the endpoint's declaration. A
// promotion saved (created when it has no id yet), retired or restored comes back as it now stands and replaces its
// row; the popup setting and the points config come back whole, as players now get them.
import { GetPointsConfig, GetPromoPopup, SetPointsConfig, SetPromoPopup } from '../../schema/endpoints/backoffice-content.ts';
import { CreatePromotion, EditPromotion, ListAllPromotions, RetirePromotion } from '../../schema/endpoints/promotion-offers.ts';
import type { AnswerOf } from '../../schema/endpoint.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome } from './events.ts';

export type PromotionIntent = Extract<
  Intent,
  { type: 'LoadPromotions' | 'SavePromotion' | 'RetirePromotion' | 'LoadPromoPopup' | 'SetPromoPopup' | 'LoadPointsConfig' | 'SetPointsConfig' }
>;

export async function runPromotionIntent(client: BackofficeClient, intent: PromotionIntent): Promise<Outcome[]> {
  switch (intent.type) {
    case 'LoadPromotions': {
      const answer = await client(ListAllPromotions);
      return [{ type: 'PromotionsLoaded', rows: (answer.body as AnswerOf<typeof ListAllPromotions, 200>).promotions }];
    }
    case 'SavePromotion': {
      if (intent.id === null) {
        const { type, title, ...rest } = intent.change;
        const answer = await client(CreatePromotion, { body: { ...rest, type: type ?? '', title: title ?? '' } });
        return [{ type: 'PromotionSaved', promotion: (answer.body as AnswerOf<typeof CreatePromotion, 201>).promotion, created: true }];
      }
      const answer = await client(EditPromotion, { params: { id: intent.id }, body: intent.change });
      return [{ type: 'PromotionSaved', promotion: (answer.body as AnswerOf<typeof EditPromotion, 200>).promotion, created: false }];
    }
    case 'RetirePromotion': {
      const answer = await client(RetirePromotion, { params: { id: intent.id } });
      return [{ type: 'PromotionSaved', promotion: (answer.body as AnswerOf<typeof RetirePromotion, 200>).promotion, created: false }];
    }
    case 'LoadPromoPopup':
    case 'SetPromoPopup': {
      const answer = intent.type === 'LoadPromoPopup' ? await client(GetPromoPopup) : await client(SetPromoPopup, { body: intent.popup });
      const body = answer.body as AnswerOf<typeof GetPromoPopup, 200>;
      return [{ type: 'PromoPopupLoaded', popup: body.popup, updatedAt: body.updated_at }];
    }
    case 'LoadPointsConfig':
    case 'SetPointsConfig': {
      const answer = intent.type === 'LoadPointsConfig' ? await client(GetPointsConfig) : await client(SetPointsConfig, { body: intent.config });
      const body = answer.body as AnswerOf<typeof GetPointsConfig, 200>;
      return [{ type: 'PointsConfigLoaded', config: body.config, updatedAt: body.updated_at }];
    }
  }
}
