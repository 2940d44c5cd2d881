// The fuzzer past the channels' gateway checks (issue 34): the server it starts gets a USSD gateway key and an SMS
// inbound secret of this run (channelEnv), and every USSD callback and inbound SMS carries them (channelCredentials):
// the USSD key in `apikey`, the SMS body signed as a gateway signs it (hex HMAC-SHA256 of '<timestamp>.<raw body>'),
// so the garbage reaches the menus and the command parser, not only the 401. A request whose signature mutation
// (req.sign) says "broken" keeps a wrong or missing credential instead. Against --base, FUZZ_USSD_KEY and
// FUZZ_SMS_SECRET name the server's own (absent: those endpoints are fuzzed at their gateway check only).
// Telegram's webhook stays at its secret check: past it, a bot without a reachable Bot API answers 500 on purpose
// (Telegram then retries the update), which the fuzzer would count as a fault; tests/server/channels-telegram*.ts
// send it garbage updates behind the secret instead.
import { createHmac, randomBytes } from 'node:crypto';

/** This run's gateway credentials: made here when the fuzzer starts the server, else read from the environment. */
export function channelSecrets(ownServer) {
  return ownServer
    ? { ussdKey: randomBytes(16).toString('hex'), smsSecret: randomBytes(16).toString('hex') }
    : { ussdKey: process.env.FUZZ_USSD_KEY, smsSecret: process.env.FUZZ_SMS_SECRET };
}

/** The server's environment for these credentials. */
export const channelEnv = (secrets) => ({ USSD_GATEWAY_KEY: secrets.ussdKey, SMS_INBOUND_SECRET: secrets.smsSecret });

/** Adds the gateway's credential to a channel callback's headers (in place), unless the mutation breaks it. */
export function channelCredentials(routeId, headers, body, broken, secrets) {
  if (routeId === 'ussdCallback' && secrets.ussdKey) {
    if (broken !== 'none') {
      headers.apikey = broken === 'bad' ? randomBytes(16).toString('hex') : secrets.ussdKey;
    }
  } else if (routeId === 'smsInbound' && secrets.smsSecret) {
    const timestamp = broken === 'stale' ? String(Math.floor(Date.now() / 1000) - 600) : String(Math.floor(Date.now() / 1000));
    if (broken !== 'none') {
      headers['x-sms-timestamp'] = timestamp;
      headers['x-sms-signature'] =
        broken === 'bad'
          ? randomBytes(32).toString('hex')
          : createHmac('sha256', secrets.smsSecret)
              .update(`${timestamp}.${body?.toString('utf8') ?? ''}`)
              .digest('hex');
    }
  }
}
