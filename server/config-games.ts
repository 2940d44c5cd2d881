// Game suppliers' configuration (issue 15, docs/operations.md 'Games'). A supplier is active only when its
// credentials are all set; otherwise its games are never listed (the house games and their virtual stand-ins
// always are). Hub88 (an aggregator of many studios): HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY_PEM
// (ours: signs our calls) and HUB88_PUBLIC_KEY_PEM (theirs: verifies their wallet callbacks). Golden Race, Kiron
// and InBet: config-suppliers.ts.
// GAME_SUPPLIER_MAX_WIN_MULTIPLIERS (issue 28), e.g. "hub88=20000,kiron=3000": the largest multiple of a round's
// stakes each supplier's wins may add up to (none of their protocols declares one); unnamed suppliers get
// DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER.
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
  /** The largest multiple of a round's stakes a supplier's wins may pay, by supplier id (maxWinMultiplierOf). */
  maxWinMultipliers: Readonly<Record<string, number>>;
}

export const SUPPLIER_IDS = ['hub88', 'goldenrace', 'kiron', 'inbet'] as const;
/** 10,000 × the stake: above any slot or virtual-sport table these suppliers list, far below a minted fortune. */
export const DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER = 10_000;

/** "hub88=20000, kiron=3000" → each named supplier's cap; a name it does not know or a non-positive value is an error. */
export function parseMaxWinMultipliers(raw: string | undefined): Record<string, number> {
  const caps: Record<string, number> = Object.fromEntries(SUPPLIER_IDS.map((id) => [id, DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER]));
  for (const entry of (raw ?? '').split(',').map((e) => e.trim())) {
    if (entry === '') {
      continue;
    }
    const [name = '', value = ''] = entry.split('=').map((x) => x.trim());
    const cap = Number(value);
    if (!(SUPPLIER_IDS as readonly string[]).includes(name) || !/^\d+(\.\d+)?$/.test(value) || !(cap > 0)) {
      throw new Error(`GAME_SUPPLIER_MAX_WIN_MULTIPLIERS: "${entry}" is not <${SUPPLIER_IDS.join('|')}>=<positive number>`);
    }
    caps[name] = cap;
  }
  return caps;
}

/** A supplier's cap (the default for an id the list does not name). */
export const maxWinMultiplierOf = (config: GamesConfig, supplier: string): number =>
  config.maxWinMultipliers[supplier] ?? DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER;

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
    maxWinMultipliers: parseMaxWinMultipliers(env['GAME_SUPPLIER_MAX_WIN_MULTIPLIERS']),
  };
}
