// The USSD gateway's callback (issue 34), as the widely used African USSD gateways (Africa's Talking style) send it:
// a POST, form-urlencoded (JSON also taken), with the gateway's session id, the dialled service code, the caller's
// phone number (MSISDN: the only identity) and `text`, every input of the session so far joined by '*'. The answer
// is a plain-text screen: 'CON …' waits for the next input, 'END …' closes the session; at most 182 characters.
// The gateway proves itself with the shared key USSD_GATEWAY_KEY in the `apikey` header (without one configured,
// only the built-in simulator on the same server can call). Docs: docs/decisions/channels.md, USSD.
import { optional, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { ApiError } from './wire.ts';

const TAG = 'Channels';

export const USSD_UNAUTHORIZED = {
  status: 401,
  code: 'USSD_UNAUTHORIZED',
  text: 'USSD gateway key is missing or invalid',
} as const satisfies Refusal;

export const UssdCallback = endpoint({
  id: 'ussdCallback',
  method: 'POST',
  path: '/api/channels/ussd',
  tag: TAG,
  access: 'public',
  summary:
    "The USSD gateway's request for the next screen (fields sessionId, serviceCode, phoneNumber, text, networkCode; " +
    "form-urlencoded or JSON). Answers text/plain 'CON <screen>' (continue) or 'END <screen>' (finish), at most 182 " +
    'characters. The `apikey` header carries USSD_GATEWAY_KEY, compared in constant time.',
  headers: type({ apikey: optional(Text(256)) }),
  body: type({
    sessionId: optional(Text(128)),
    serviceCode: optional(Text(64)),
    phoneNumber: optional(Text(64)),
    text: optional(Text(2000)),
    networkCode: optional(Text(32)),
  }),
  responses: { 200: 'text/plain', 400: ApiError, 401: ApiError },
  refusals: [USSD_UNAUTHORIZED],
});

export const USSD_ENDPOINTS = [UssdCallback];
