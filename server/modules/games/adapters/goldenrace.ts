// The Golden Race adapter (casino-protocols §2–3, all [C]): its virtual games replace the house stand-in under
// the spec's provider id 632 when GOLDENRACE_* are set (catalog/sync.ts). The list comes from `POST
// get-game-list` {siteId, publicKey}; a launch is its game page with `token, game, backurl, mode (0 demo, 1 real),
// language, clientPlatform, h` where h = MD5 of those values in that order + the API key (the notes' hash input
// is truncated [U]: this order is the one the [C] source uses). The token is our launch token; its wallet calls
// come to seamless/goldenrace.ts (their own wire format), so the Hub88-shaped context here accepts nothing.
import { createHash } from 'node:crypto';
import type { GoldenRaceLive } from '../../../config-suppliers.ts';
import type { HttpCall } from '../../payments/adapters/transport.ts';
import { type CatalogGame, GOLDEN_RACE } from '../catalog/house-games.ts';
import type { SupplierAdapter, SupplierLaunch } from './types.ts';

export const GOLDENRACE = 'goldenrace';

interface GoldenRaceGame {
  gameId?: unknown;
  gameTitle?: unknown;
  gameFriendlyName?: unknown;
  thumbnail?: unknown;
  type?: unknown;
}

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** ISO 639-1 for the supplier: our 'or' (Afaan Oromoo) is 'om'. */
export const isoLanguage = (lang: string): string => (lang === 'or' ? 'om' : lang);

const categoryOf = (type: unknown): string =>
  typeof type === 'string' && type.trim() !== ''
    ? `virtual-${type
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : 'virtual';

export function goldenRaceAdapter(live: GoldenRaceLive | null, call: HttpCall): SupplierAdapter {
  const need = (): GoldenRaceLive => {
    if (live === null) {
      throw new Error('Golden Race is not configured');
    }
    return live;
  };
  return {
    id: GOLDENRACE,
    isConfigured: () => live !== null,
    async listGames() {
      const gr = need();
      // [C] sends the two fields form-encoded; our transport speaks JSON (the same fields) [U].
      const answer = await call({ method: 'POST', url: `${gr.apiUrl}/get-game-list`, body: { siteId: gr.siteId, publicKey: gr.publicKey } });
      if (answer.status !== 200) {
        throw new Error(`Golden Race get-game-list answered ${answer.status}`);
      }
      const parsed = JSON.parse(answer.text) as { status?: unknown; data?: unknown };
      if (parsed.status === false || !Array.isArray(parsed.data)) {
        throw new Error('Golden Race game list is not a list');
      }
      const games: CatalogGame[] = [];
      for (const [i, g] of (parsed.data as GoldenRaceGame[]).entries()) {
        const code = typeof g?.gameId === 'number' ? String(g.gameId) : g?.gameId;
        const name = typeof g?.gameTitle === 'string' && g.gameTitle !== '' ? g.gameTitle : g?.gameFriendlyName;
        if (typeof code !== 'string' || code === '' || typeof name !== 'string' || name === '') {
          continue;
        }
        games.push({
          id: `${GOLDENRACE}:${code}`,
          provider_id: GOLDEN_RACE,
          external_code: code,
          name,
          category: categoryOf(g.type),
          type: 'virtual sport',
          thumbnail: typeof g.thumbnail === 'string' && g.thumbnail.startsWith('https://') ? g.thumbnail : null,
          has_demo: true,
          is_new: false,
          is_popular: false,
          is_jackpot: false,
          rtp: null,
          sort: 100 + i,
        });
      }
      return { providers: [{ id: GOLDEN_RACE, display_name: 'Golden Race', kind: 'virtual', adapter: GOLDENRACE }], games };
    },
    async launch(p: SupplierLaunch) {
      const gr = need();
      const values = {
        token: p.mode === 'real' ? (p.token ?? '') : '',
        game: p.gameCode,
        backurl: p.lobbyUrl,
        mode: p.mode === 'real' ? '1' : '0',
        language: isoLanguage(p.language),
        clientPlatform: p.device,
      };
      const h = md5(`${Object.values(values).join('')}${gr.apiKey}`);
      return { url: `${gr.launchUrl}?${new URLSearchParams({ ...values, h }).toString()}` };
    },
    walletContext: (db, now) => ({ db, now, provider: GOLDENRACE, verify: () => false }),
  };
}
