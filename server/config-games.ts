// Game suppliers' configuration (issue 15, docs/operations.md 'Games'). A supplier is active only when its
// credentials are all set; otherwise its games are never listed (the house games and their virtual stand-ins
// always are). Hub88 (an aggregator of many studios): HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY_PEM
// (ours: signs our calls) and HUB88_PUBLIC_KEY_PEM (theirs: verifies their wallet callbacks). Golden Race, Kiron
// and InBet: config-suppliers.ts.
import { type GoldenRaceLive, type InbetLive, type KironLive, loadGoldenRace, loadInbet, loadKiron } from './config-suppliers.ts';

type Env = Record<string, string | undefined>;

export interface Hub88Live {
  apiUrl: string;
  operatorId: number;
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface GamesConfig {
  hub88: Hub88Live | null;
  goldenrace: GoldenRaceLive | null;
  kiron: KironLive | null;
  inbet: InbetLive | null;
  /** How long a supplier's list or launch may take. */
  supplierTimeoutMs: number;
}

const set = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());
/** PEM given in one line with literal \n (as environment files often carry them). */
const pem = (v: string | undefined): string | null => set(v)?.replace(/\\n/g, '\n') ?? null;

export function loadGamesConfig(env: Env): GamesConfig {
  const url = set(env['HUB88_API_URL']);
  const operator = set(env['HUB88_OPERATOR_ID']);
  const privateKeyPem = pem(env['HUB88_PRIVATE_KEY_PEM']);
  const publicKeyPem = pem(env['HUB88_PUBLIC_KEY_PEM']);
  const parts = [url, operator, privateKeyPem, publicKeyPem];
  if (parts.some((p) => p !== null) && parts.some((p) => p === null)) {
    throw new Error('Hub88 needs HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY_PEM and HUB88_PUBLIC_KEY_PEM together');
  }
  if (operator !== null && !/^\d+$/.test(operator)) {
    throw new Error('HUB88_OPERATOR_ID must be a number');
  }
  const hub88 =
    url !== null && operator !== null && privateKeyPem !== null && publicKeyPem !== null
      ? { apiUrl: url.replace(/\/+$/, ''), operatorId: Number(operator), privateKeyPem, publicKeyPem }
      : null;
  const timeout = Number(env['GAME_SUPPLIER_TIMEOUT_MS'] ?? 8_000);
  return {
    hub88,
    goldenrace: loadGoldenRace(env),
    kiron: loadKiron(env),
    inbet: loadInbet(env),
    supplierTimeoutMs: Number.isFinite(timeout) && timeout >= 100 ? timeout : 8_000,
  };
}
