// The promotion lists as calls (method, path, answers): the part of their declarations (promotion-offers.ts) the
// client needs, apart so the client's promotions chunk carries no operator request structs or texts.
import type { Call } from '../endpoint.ts';
import { ApiError } from '../api-error.ts';
import { PromotionsResponse } from '../promotion.ts';

export const ListPromotionsCall = {
  method: 'GET',
  path: '/api/v1/promotions',
  responses: { 200: PromotionsResponse, 401: ApiError },
} as const satisfies Call;

export const ListPromotionsOfTypeCall = {
  method: 'GET',
  path: '/api/v1/promotions/type',
  responses: { 200: PromotionsResponse, 400: ApiError, 401: ApiError },
} as const satisfies Call;
