// The Hub88 aggregator (casino-protocols §1–2, docs.hub88.io): one integration for many studios. We sign our calls
// (game list, game URL) with our RSA key — X-Hub88-Signature = base64 RSA-SHA256 of the raw body — and verify its
// wallet callbacks with its public key over the raw bytes. Its games are listed under their studio ("product");
// a launch passes our launch token (bound to player, game, currency), which its callbacks then carry.
import { createSign, createVerify } from 'node:crypto';
import type { Hub88Live } from '../../../config-games.ts';
import type { HttpCall } from '../../payments/adapters/transport.ts';
import type { CatalogGame, CatalogProvider } from '../catalog/house-games.ts';
import type { SupplierAdapter, SupplierLaunch } from './types.ts';

export const HUB88 = 'hub88';

interface Hub88Game {
  game_code: string;
  name: string;
  product: string;
  category?: string;
  url_thumb?: string | null;
  enabled?: boolean;
  freebet_support?: boolean;
  platforms?: string[];
}

const slug = (text: string): string =>
  `hub88-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

const CATEGORY: Record<string, string> = { 'Video Slots': 'slots', 'Crash Games': 'crash', Lottery: 'keno', 'Live Casino': 'live' };

export function hub88Adapter(live: Hub88Live | null, call: HttpCall): SupplierAdapter {
  const sign = (raw: string): string => {
    if (live === null) {
      throw new Error('Hub88 is not configured');
    }
    return createSign('RSA-SHA256').update(raw).sign(live.privateKeyPem, 'base64');
  };
  const post = async (path: string, body: Record<string, unknown>): Promise<unknown> => {
    if (live === null) {
      throw new Error('Hub88 is not configured');
    }
    const raw = JSON.stringify(body);
    const answer = await call({ method: 'POST', url: `${live.apiUrl}${path}`, headers: { 'x-hub88-signature': sign(raw) }, body });
    if (answer.status !== 200) {
      throw new Error(`Hub88 ${path} answered ${answer.status}`);
    }
    return JSON.parse(answer.text);
  };
  return {
    id: HUB88,
    isConfigured: () => live !== null,
    async listGames() {
      const list = (await post('/operator/generic/v2/game/list', { operator_id: live?.operatorId })) as Hub88Game[];
      if (!Array.isArray(list)) {
        throw new Error('Hub88 game list is not a list');
      }
      const providers = new Map<string, CatalogProvider>();
      const games: CatalogGame[] = [];
      for (const [i, g] of list.entries()) {
        if (typeof g?.game_code !== 'string' || typeof g.name !== 'string' || typeof g.product !== 'string' || g.enabled === false) {
          continue;
        }
        const providerId = slug(g.product);
        providers.set(providerId, { id: providerId, display_name: g.product, kind: 'casino', adapter: HUB88 });
        games.push({
          id: `${HUB88}:${g.game_code}`,
          provider_id: providerId,
          external_code: g.game_code,
          name: g.name,
          category: CATEGORY[g.category ?? ''] ?? (g.category ?? 'slots').toLowerCase(),
          type: g.category === 'Crash Games' ? 'crash' : 'slot',
          thumbnail: typeof g.url_thumb === 'string' && g.url_thumb.startsWith('https://') ? g.url_thumb : null,
          has_demo: true,
          is_new: false,
          is_popular: false,
          is_jackpot: false,
          rtp: null,
          sort: 2000 + i,
        });
      }
      return { providers: [...providers.values()], games };
    },
    async launch(p: SupplierLaunch) {
      const answer = (await post('/operator/generic/v2/game/url', {
        ...(p.mode === 'real' ? { user: p.playerId, token: p.token } : {}),
        game_code: p.gameCode,
        currency: p.currency,
        country: 'ET',
        lang: p.language === 'or' ? 'om' : p.language,
        platform: p.device === 'desktop' ? 'GPL_DESKTOP' : 'GPL_MOBILE',
        lobby_url: p.lobbyUrl,
        deposit_url: p.depositUrl,
        ip: p.ip,
        operator_id: live?.operatorId,
      })) as { url?: unknown };
      if (typeof answer.url !== 'string' || !answer.url.startsWith('https://')) {
        throw new Error('Hub88 answered no game URL');
      }
      return { url: answer.url };
    },
    walletContext: (db, now) => ({
      db,
      now,
      provider: HUB88,
      verify: (rawBody, signature) => {
        if (live === null || signature === undefined) {
          return false;
        }
        try {
          return createVerify('RSA-SHA256').update(rawBody).verify(live.publicKeyPem, signature, 'base64');
        } catch {
          return false;
        }
      },
    }),
  };
}
