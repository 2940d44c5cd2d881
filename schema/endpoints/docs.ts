// The API's own description: the OpenAPI 3.1 document generated from every declaration, and a readable
// reference page built from the same document.
import { type, string, record, unknown } from 'superstruct';
import { endpoint } from '../endpoint.ts';

export const OpenApiDocument = type({ openapi: string(), info: type({ title: string(), version: string() }), paths: record(string(), unknown()) });

export const GetOpenApi = endpoint({
  id: 'openApi',
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'docs',
  access: 'public',
  summary: 'This API as an OpenAPI 3.1 document, generated from the endpoint declarations in schema/endpoints/.',
  responses: { 200: OpenApiDocument },
});

export const GetApiReference = endpoint({
  id: 'apiReference',
  method: 'GET',
  path: '/api/docs',
  tag: 'docs',
  access: 'public',
  summary: 'A readable reference of every endpoint, built from the OpenAPI document.',
  responses: { 200: 'text/html' },
});

export const DOCS_ENDPOINTS = [GetOpenApi, GetApiReference] as const;
