// Game supplier credentials for the contract run, so every supplier's wallet callbacks are mounted and generated
// requests reach their handlers (without credentials each answers 404, which the document declares too): Golden
// Race, InBet and Hub88 with secrets of this run and an API address nobody listens on (their game-list calls fail
// fast and are retried later, as when a supplier is down), Kiron with this machine as its allowed caller (inject
// requests come from 127.0.0.1, so they pass its address check and meet the handler's own checks).
import { generateKeyPairSync, randomBytes } from 'node:crypto';

const NOBODY = 'http://127.0.0.1:9';

/**
 * Load shedding off for the run: PGlite runs its queries on this thread, so on a busy shared machine the
 * event-loop-lag guard answers 503 OVERLOADED by timing, not by request — the contract checks what each request
 * is answered; overload has its own tests (tests/server/overload.test.ts).
 */
export const NO_LOAD_SHEDDING: Record<string, string> = { OVERLOAD_EVENT_LOOP_MS: '0', OVERLOAD_QUEUE_MS: '0' };

export function supplierEnv(): Record<string, string> {
  const secret = (): string => randomBytes(16).toString('hex');
  const hub88 = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    GAME_SUPPLIER_TIMEOUT_MS: '500',
    GOLDENRACE_API_URL: NOBODY,
    GOLDENRACE_LAUNCH_URL: 'https://goldenrace.example/launch',
    GOLDENRACE_SITE_ID: 'contract-site',
    GOLDENRACE_PUBLIC_KEY: secret(),
    GOLDENRACE_API_KEY: secret(),
    KIRON_LAUNCH_URL: 'https://kiron.example/launch',
    KIRON_OPERATOR_ID: 'contract-operator',
    KIRON_ALLOWED_IPS: '127.0.0.1, ::1',
    INBET_API_URL: NOBODY,
    INBET_CLIENT_ID: 'contract-client',
    INBET_SECRET: secret(),
    HUB88_API_URL: NOBODY,
    HUB88_OPERATOR_ID: '28',
    HUB88_PRIVATE_KEY_PEM: hub88.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    HUB88_PUBLIC_KEY_PEM: hub88.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
