// The credentials of the virtual-sports suppliers and InBet (issue 15, docs/operations.md 'Games'), read by
// config-games.ts. Each is all-or-nothing: some but not all of a supplier's variables set is a start-up error (a
// half-configured supplier would list games it cannot launch or pay); none set leaves it off and unlisted.
// Golden Race: GOLDENRACE_API_URL (its game list), GOLDENRACE_LAUNCH_URL (the game page), GOLDENRACE_SITE_ID,
// GOLDENRACE_PUBLIC_KEY (sent with the list call) and GOLDENRACE_API_KEY (the secret of the MD5 fingerprints).
// Kiron: KIRON_LAUNCH_URL, KIRON_OPERATOR_ID and KIRON_ALLOWED_IPS (its callers' addresses or CIDRs, commas).
// InBet: INBET_API_URL, INBET_CLIENT_ID and INBET_SECRET (HMAC key of our calls and of its wallet callbacks).
import { BlockList, isIP } from 'node:net';

type Env = Record<string, string | undefined>;

export interface GoldenRaceLive {
  apiUrl: string;
  launchUrl: string;
  siteId: string;
  publicKey: string;
  apiKey: string;
}

export interface KironLive {
  launchUrl: string;
  operatorId: string;
  /** The addresses its wallet calls may come from. */
  allowed: BlockList;
}

export interface InbetLive {
  apiUrl: string;
  clientId: string;
  secret: string;
}

const set = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());
const noSlash = (url: string): string => url.replace(/\/+$/, '');

/** The values of `names`, or null when none is set; throws when only some are. */
function allOrNothing(env: Env, supplier: string, names: string[]): string[] | null {
  const values = names.map((n) => set(env[n]));
  if (values.every((v) => v === null)) {
    return null;
  }
  if (values.some((v) => v === null)) {
    throw new Error(`${supplier} needs ${names.join(', ')} together`);
  }
  return values as string[];
}

function httpUrl(name: string, value: string): string {
  if (!/^https?:\/\/[^\s]+$/.test(value)) {
    throw new Error(`${name} must be an http(s) URL`);
  }
  return noSlash(value);
}

export function loadGoldenRace(env: Env): GoldenRaceLive | null {
  const names = ['GOLDENRACE_API_URL', 'GOLDENRACE_LAUNCH_URL', 'GOLDENRACE_SITE_ID', 'GOLDENRACE_PUBLIC_KEY', 'GOLDENRACE_API_KEY'];
  const v = allOrNothing(env, 'Golden Race', names);
  if (v === null) {
    return null;
  }
  const [apiUrl, launchUrl, siteId, publicKey, apiKey] = v as [string, string, string, string, string];
  return { apiUrl: httpUrl(names[0] as string, apiUrl), launchUrl: httpUrl(names[1] as string, launchUrl), siteId, publicKey, apiKey };
}

/** An allow-list from "1.2.3.4, 10.0.0.0/8, 2001:db8::/32"; an entry that is not an address or CIDR is an error. */
export function allowList(raw: string): BlockList {
  const list = new BlockList();
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`KIRON_ALLOWED_IPS: "${entry}" is not an address or CIDR`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
    } else {
      list.addSubnet(address, Number(bits), type);
    }
  }
  return list;
}

export function loadKiron(env: Env): KironLive | null {
  const v = allOrNothing(env, 'Kiron', ['KIRON_LAUNCH_URL', 'KIRON_OPERATOR_ID', 'KIRON_ALLOWED_IPS']);
  if (v === null) {
    return null;
  }
  const [launchUrl, operatorId, ips] = v as [string, string, string];
  return { launchUrl: httpUrl('KIRON_LAUNCH_URL', launchUrl), operatorId, allowed: allowList(ips) };
}

export function loadInbet(env: Env): InbetLive | null {
  const v = allOrNothing(env, 'InBet', ['INBET_API_URL', 'INBET_CLIENT_ID', 'INBET_SECRET']);
  if (v === null) {
    return null;
  }
  const [apiUrl, clientId, secret] = v as [string, string, string];
  return { apiUrl: httpUrl('INBET_API_URL', apiUrl), clientId, secret };
}
