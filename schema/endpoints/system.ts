// The server's own liveness check, for process supervisors, scripts and the fuzzer: unsigned, no body.
import { literal, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';

export const Health = endpoint({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  tag: 'system',
  access: 'public',
  summary: 'Answers {ok: true} while the server is up and its start-up work is done.',
  responses: { 200: type({ ok: literal(true) }) },
});

export const SYSTEM_ENDPOINTS = [Health] as const;
