// The one contract: every /api route the server registers is declared in schema/endpoints/ (and every
// declaration is served), the OpenAPI document generated from the declarations is valid OpenAPI 3.1, and
// /api/docs shows it. Adding a route without a declaration fails here.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { openApiPath } from '../../server/modules/docs/openapi.ts';
import { signed, useTestApp } from './helpers.ts';

const t = useTestApp({ syncCatalog: false, operatorToken: 'contract-operator' });

describe('every route declared once', () => {
  it('registers no /api route without a declaration', () => {
    const undeclared = t.app.contractRoutes
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.endpoint === null)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('serves every declaration, each under one id and one method + path', () => {
    const served = new Set(t.app.contractRoutes.filter((r) => r.endpoint !== null).map((r) => `${r.method} ${r.url}`));
    expect(ENDPOINTS.filter((e) => !served.has(`${e.method} ${e.path}`)).map((e) => e.id)).toEqual([]);
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(ENDPOINTS.length);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with every declared operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    for (const e of ENDPOINTS) {
      expect(doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.operationId, e.id).toBe(e.id);
    }
  });

  it('derives request shapes from the declarations (the money ticket as an example)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const place = doc.paths['/api/v1/tickets'].post;
    const body = place.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['bet_type', 'total_stake', 'selections']));
    expect(body.required).not.toContain('user_id');
    expect(body.properties.bet_type).toEqual({ enum: ['SINGLE', 'MULTIPLE'] });
    expect(body.properties.selections.items.required).toEqual(['match_id', 'market_id', 'outcome_id', 'odds']);
    expect(place.parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false }));
    expect(place.responses['400'].description).toMatch(/ODDS_CHANGED/);
    // Every refusal is {error, code}; only ODDS_CHANGED adds the current prices (issue 28: `current` was required).
    expect(place.responses['400'].content['application/json'].schema.required).toEqual(['error', 'code']);
    expect(place.responses['400'].content['application/json'].schema.properties.current).toMatchObject({ type: 'array' });
    const history = doc.paths['/api/v1/tickets/player/{userId}'].get;
    expect(history.parameters).toContainEqual(expect.objectContaining({ name: 'userId', in: 'path', required: true }));
    expect(history.parameters).toContainEqual(
      expect.objectContaining({ name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } }),
    );
  });
});

describe('answers the document declares (issue 28)', () => {
  it('declares the 404 of a seamless-wallet provider this server has no credentials for', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const action of ['user/balance', 'user/info', 'transaction/bet', 'transaction/win', 'transaction/rollback']) {
      const payload = {
        user: 'u',
        request_uuid: 'r',
        transaction_uuid: 't',
        reference_transaction_uuid: 'b',
        round: 'o',
        currency: 'ETB',
        amount: 1,
      };
      const res = await t.app.inject({ method: 'POST', url: `/api/games/wallet/hub88/${action}`, payload });
      expect(res.statusCode, action).toBe(404);
      expect(res.json()).toEqual({ error: 'Endpoint not found', code: 'NOT_FOUND' });
      const declared = doc.paths[`/api/games/wallet/{provider}/${action}`].post.responses['404'];
      expect(declared?.description, action).toMatch(/NOT_FOUND/);
      expect(declared.content['application/json'].schema.properties).toHaveProperty('code');
    }
  });
});

describe('GET /api/docs', () => {
  it('is a readable page of every operation, with a policy that allows no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    for (const e of ENDPOINTS) {
      expect(res.body).toContain(`id="${e.id}"`);
    }
    expect(res.body).not.toMatch(/<script/i);
  });
});

describe('edge validation of hostile shapes', () => {
  it('refuses a body nested thousands of levels deep with 400, not 500 (superstruct overflows printing it)', async () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    for (const body of [deep, `{"phone":${deep},"password":"x"}`]) {
      const res = await signed(t.app, { method: 'POST', url: '/api/v1/auth/login', body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('carries list bounds into the document (a ticket holds 1 to 40 selections)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const selections = doc.paths['/api/v1/tickets'].post.requestBody.content['application/json'].schema.properties.selections;
    expect(selections).toMatchObject({ type: 'array', minItems: 1, maxItems: 40 });
  });

  it('says what the server accepts where a struct alone would read as anything (issue 28)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const act = doc.paths['/api/games/house/act'].post.requestBody.content['application/json'].schema;
    expect(act.properties.tile).toMatchObject({ type: 'integer', minimum: 0, maximum: 24 });
    const debit = doc.paths['/api/games/wallet/goldenrace/debit'].post.requestBody.content['application/json'].schema;
    expect(debit.properties.playerId).toEqual({ anyOf: [expect.objectContaining({ type: 'string' }), { type: 'integer' }] });
  });
});
