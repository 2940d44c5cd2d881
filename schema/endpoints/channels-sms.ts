// The SMS channel's gateway webhook (issue 34). A gateway POSTs each inbound SMS as JSON {id, from, to, text,
// received_at}; it signs `<X-Sms-Timestamp>.<raw body>` with HMAC-SHA256 under SMS_INBOUND_SECRET (hex, in
// X-Sms-Signature). Unsigned, forged or stale (±5 min) calls are refused before the body is read; a message id
// already handled is acknowledged and does nothing again. The reply goes out as an SMS (the SMS adapter), not in
// the answer. docs/api.md and docs/decisions/channels.md describe the protocol.
import { boolean, literal, optional, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { ApiError } from './wire.ts';

const TAG = 'channels';

export const SMS_SIGNATURE_REFUSALS: Refusal[] = [
  { status: 401, code: 'SMS_SIGNATURE_INVALID', text: 'SMS signature is missing or invalid' },
  { status: 401, code: 'SMS_TIMESTAMP_STALE', text: 'SMS timestamp is missing or more than 5 minutes away' },
];

export const SmsInboundBody = type({
  id: Text(100, 1, { description: "The gateway's own message id; a second POST with the same id does nothing again" }),
  from: Text(32, 1, { description: 'The sender (MSISDN): +2519XXXXXXXX, 2519… or 09…; the only identity' }),
  to: optional(Text(32, 0, { description: 'The short code the message was sent to' })),
  text: Text(2000, 0, { description: 'The message as typed; anything that is not a command is answered with HELP' }),
  received_at: optional(Text(40, 0, { description: 'When the gateway received it (ISO 8601); informational' })),
});

export const SmsInbound = endpoint({
  id: 'smsInbound',
  method: 'POST',
  path: '/api/channels/sms/inbound',
  tag: TAG,
  access: 'public',
  summary:
    "An SMS gateway's inbound message: HMAC-SHA256 of '<timestamp>.<raw body>' under SMS_INBOUND_SECRET in X-Sms-Signature, the unix time in X-Sms-Timestamp. The command's reply is sent as an SMS.",
  headers: type({ 'x-sms-signature': optional(Text(200)), 'x-sms-timestamp': optional(Text(20)) }),
  body: SmsInboundBody,
  responses: { 200: type({ received: literal(true), duplicate: boolean() }), 400: ApiError, 401: ApiError },
  refusals: [...SMS_SIGNATURE_REFUSALS, { status: 400, code: 'INVALID_PHONE', text: 'Please enter a valid phone number' }],
});

export const CHANNEL_SMS_ENDPOINTS = [SmsInbound];
