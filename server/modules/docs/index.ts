// GET /api/openapi.json and GET /api/docs: the API described from its declarations (schema/endpoints/).
// The document is built on first request and kept (declarations are fixed for the life of the process).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../schema/api-error.ts';
import { GetApiReference, GetOpenApi } from '../../../schema/endpoints/docs.ts';
import { ENDPOINTS } from '../../../schema/endpoints/index.ts';
import type { JsonSchema } from '../../../schema/json-schema.ts';
import { route } from '../../plugins/contract.ts';
import { openApiDocument } from './openapi.ts';
import { REFERENCE_STYLE, referencePage } from './reference-page.ts';

const INFO = {
  title: 'BirrBet API',
  version: '1',
  description:
    'The reference operator server of BirrBet: catalogue, accounts, tickets, promotions and operator calls. ' +
    'Every request part is checked against these declarations; a refusal is a JSON {error, code}.',
};

let cached: { doc: JsonSchema; page: string } | null = null;
const built = (): { doc: JsonSchema; page: string } => {
  if (cached === null) {
    const doc = openApiDocument(ENDPOINTS, INFO, ApiError);
    cached = { doc, page: referencePage(doc) };
  }
  return cached;
};

const styleHash = `'sha256-${createHash('sha256').update(REFERENCE_STYLE, 'utf8').digest('base64')}'`;
const PAGE_POLICY = `default-src 'none'; style-src ${styleHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export async function docsModule(app: FastifyInstance): Promise<void> {
  route(app, GetOpenApi, async (_request, reply) => reply.header('cache-control', 'no-cache').send(built().doc));
  route(app, GetApiReference, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').header('content-security-policy', PAGE_POLICY).type('text/html; charset=utf-8').send(built().page),
  );
}
