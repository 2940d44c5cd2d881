// The promotions family: the promotions list and the promo pop-up. Loaded with the promotions chunks.
import { PromotionEventPayloads } from '../../schema/promotion-events.ts';
import { PROMOTION_MATERIALIZERS } from '../materializers/promotions.ts';
import { defineFamily } from './define.ts';
import { registerFamily } from './runtime.ts';

export const promotionsFamily = defineFamily('promotions', {
  payloads: PromotionEventPayloads,
  materializers: PROMOTION_MATERIALIZERS,
  commands: {},
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const registerPromotions = (): void => registerFamily(promotionsFamily);
