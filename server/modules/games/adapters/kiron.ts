// The Kiron adapter (casino-protocols §2–3, [C]): its virtual sports replace the house stand-in under the spec's
// provider id 497 when KIRON_* are set (catalog/sync.ts). Kiron has no list call in our notes and its launch
// names no game — `{url}/?o=operator&p=token&c=currency&l=lang&dp=1 demo (0 real)&pd=1 desktop / 2 mobile` opens
// its lobby of virtual sports — so the plainest catalogue is one game, that lobby. The token is our launch token
// (omitted in demo). Its wallet calls come to seamless/kiron.ts (their format, an IP allow-list instead of a
// signature), so the Hub88-shaped context here accepts nothing.
import type { KironLive } from '../../../config-suppliers.ts';
import { type CatalogGame, KIRON } from '../catalog/house-games.ts';
import { isoLanguage } from './goldenrace.ts';
import type { SupplierAdapter, SupplierLaunch } from './types.ts';

export const KIRON_ADAPTER = 'kiron';
/** Kiron's lobby: our one game of it (game id kiron:lobby). */
export const KIRON_LOBBY = 'lobby';

const LOBBY: CatalogGame = {
  id: `${KIRON_ADAPTER}:${KIRON_LOBBY}`,
  provider_id: KIRON,
  external_code: KIRON_LOBBY,
  name: 'Kiron Virtual Sports',
  category: 'virtual-sports',
  type: 'virtual sport',
  thumbnail: null,
  has_demo: true,
  is_new: false,
  is_popular: false,
  is_jackpot: false,
  rtp: null,
  sort: 100,
};

export function kironAdapter(live: KironLive | null): SupplierAdapter {
  return {
    id: KIRON_ADAPTER,
    isConfigured: () => live !== null,
    listGames: async () => {
      if (live === null) {
        throw new Error('Kiron is not configured');
      }
      return { providers: [{ id: KIRON, display_name: 'Kiron', kind: 'virtual', adapter: KIRON_ADAPTER }], games: [LOBBY] };
    },
    async launch(p: SupplierLaunch) {
      if (live === null) {
        throw new Error('Kiron is not configured');
      }
      const query = new URLSearchParams({
        o: live.operatorId,
        ...(p.mode === 'real' && p.token !== undefined ? { p: p.token } : {}),
        c: p.currency,
        l: isoLanguage(p.language),
        dp: p.mode === 'demo' ? '1' : '0',
        pd: p.device === 'mobile' ? '2' : '1',
      });
      return { url: `${live.launchUrl}/?${query.toString()}` };
    },
    walletContext: (db, now) => ({ db, now, provider: KIRON_ADAPTER, verify: () => false }),
  };
}
