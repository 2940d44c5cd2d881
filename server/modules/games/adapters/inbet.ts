// The InBet adapter (companion §3, §7, §8): with INBET_* set, its betting, keno and slot games are listed under
// provider 'inbet' (type bet, egame or slot as it says; category betting, keno or slots, the spec's three InBet
// headings) and launch through its init call. Its API is not in our notes, so the plainest shapes are used and
// documented (docs/decisions/casino-and-games.md): `POST {INBET_API_URL}/games {client_id, language}` → {games: [{id, name, type,
// preview}]} and `POST /init {client_id, game_id, user_id, token, currency, language, device, demo, return_url}` →
// {iframe_url} or {html}. Our calls are signed as the spec signs calls to us: X-Client-ID, X-Timestamp (ms) and
// X-Signature = hex HMAC-SHA256(body + timestamp + client id, INBET_SECRET). An `html` answer is refused with
// 'Invalid initialization data received' (serving a supplier's page from our origin would hand it our cookies'
// origin); launch.ts turns any refusal into the 502 'Failed to launch game'. Its wallet callbacks are the Hub88
// shape (seamless/protocol.ts) at /api/games/wallet/inbet/…, X-Hub88-Signature = base64 HMAC-SHA256 of the raw
// body with INBET_SECRET: no wire code of its own.
import { createHmac } from 'node:crypto';
import type { InbetLive } from '../../../config-suppliers.ts';
import type { HttpCall } from '../../payments/adapters/transport.ts';
import type { CatalogGame } from '../catalog/house-games.ts';
import { hmacVerifier } from '../seamless/house-link.ts';
import { isoLanguage } from './goldenrace.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { SupplierAdapter, SupplierLaunch } from './types.ts';

export const INBET = 'inbet';
export const INBET_INIT_REFUSED = 'Invalid initialization data received';

const CATEGORY = { bet: 'betting', egame: 'keno', slot: 'slots' } as const;
type InbetType = keyof typeof CATEGORY;
const isType = (t: unknown): t is InbetType => t === 'bet' || t === 'egame' || t === 'slot';

/** InBet's locale: en_US by default (spec §9), the Ethiopian locale of the page language otherwise. */
const locale = (lang: string): string => (lang === 'en' ? 'en_US' : `${isoLanguage(lang)}_ET`);

export const inbetSignature = (secret: string, raw: string, timestamp: string, clientId: string): string =>
  createHmac('sha256', secret).update(`${raw}${timestamp}${clientId}`).digest('hex');

export function inbetAdapter(live: InbetLive | null, call: HttpCall, now: () => number): SupplierAdapter {
  const post = async (path: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> => {
    if (live === null) {
      throw new Error('InBet is not configured');
    }
    const body = { client_id: live.clientId, ...fields };
    const timestamp = String(now());
    const headers = {
      'x-client-id': live.clientId,
      'x-timestamp': timestamp,
      'x-signature': inbetSignature(live.secret, JSON.stringify(body), timestamp, live.clientId),
    };
    const answer = await call({ method: 'POST', url: `${live.apiUrl}${path}`, headers, body });
    if (answer.status !== 200) {
      throw new Error(`InBet ${path} answered ${answer.status}`);
    }
    const parsed = JSON.parse(answer.text) as unknown;
    return Array.isArray(parsed) ? { games: parsed } : typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  };
  return {
    id: INBET,
    isConfigured: () => live !== null,
    async listGames() {
      const answer = await post('/games', { language: 'en_US' });
      if (!Array.isArray(answer['games'])) {
        throw new Error('InBet game list is not a list');
      }
      const games: CatalogGame[] = [];
      for (const [i, g] of (answer['games'] as Record<string, unknown>[]).entries()) {
        const code = typeof g?.['id'] === 'number' ? String(g['id']) : g?.['id'];
        const name = g?.['name'];
        const type = g?.['type'];
        // A type the lists do not know (they show bet, egame and slot only) is left out rather than mislabelled.
        if (typeof code !== 'string' || code === '' || typeof name !== 'string' || name === '' || !isType(type)) {
          continue;
        }
        const preview = g['preview'];
        games.push({
          id: `${INBET}:${code}`,
          provider_id: INBET,
          external_code: code,
          name,
          category: CATEGORY[type],
          type,
          thumbnail: typeof preview === 'string' && preview.startsWith('https://') ? preview : null,
          has_demo: true,
          is_new: false,
          is_popular: false,
          is_jackpot: false,
          rtp: null,
          sort: 3000 + i,
        });
      }
      return { providers: [{ id: INBET, display_name: 'InBet', kind: 'casino', adapter: INBET }], games };
    },
    async launch(p: SupplierLaunch) {
      const answer = await post('/init', {
        game_id: p.gameCode,
        ...(p.mode === 'real' ? { user_id: p.playerId, token: p.token } : {}),
        currency: p.currency,
        language: locale(p.language),
        device: p.device,
        demo: p.mode === 'demo',
        return_url: p.lobbyUrl,
      });
      const url = answer['iframe_url'];
      if (typeof url !== 'string' || !url.startsWith('https://')) {
        throw new HttpError(502, 'INVALID_INIT_DATA', INBET_INIT_REFUSED);
      }
      return { url };
    },
    walletContext: (db, now) => ({
      db,
      now,
      provider: INBET,
      verify: live === null ? () => false : hmacVerifier(live.secret),
    }),
  };
}
