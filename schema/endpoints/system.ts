// The server's own liveness check, for process supervisors, scripts and the fuzzer: unsigned, no body.
import { boolean, literal, optional, string, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';

export const Health = endpoint({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  tag: 'system',
  access: 'public',
  summary:
    'Answers {ok: true} while the server is up and its start-up work is done (with, in a cluster, whether this ' +
    'instance runs the background jobs and its INSTANCE_ID); 503 {ok: false, draining: true} once it is shutting ' +
    'down, so a load balancer sends it nothing more.',
  responses: {
    200: type({ ok: literal(true), leader: optional(boolean()), instance: optional(string()) }),
    503: type({ ok: literal(false), draining: literal(true) }),
  },
});

export const SYSTEM_ENDPOINTS = [Health] as const;
