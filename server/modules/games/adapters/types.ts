// What a game supplier's adapter offers the platform (casino-protocols §1 "Common interface"): whether its
// credentials are set, its game list, a launch URL for a player or a demo, and its wallet callbacks (mounted by
// the platform under /api/games/wallet/<id>/…, verified over the raw body by the adapter's own rule).
import type { Db } from '../../../db/index.ts';
import type { SeamlessContext } from '../seamless/protocol.ts';
import type { CatalogGame, CatalogProvider } from '../catalog/house-games.ts';

export interface SupplierLaunch {
  /** The supplier's game code (games.external_code). */
  gameCode: string;
  mode: 'real' | 'demo';
  /** For real mode: our launch token (bound to player, game, currency) and the player's id. */
  token?: string;
  playerId?: string;
  currency: string;
  language: string;
  device: 'desktop' | 'mobile';
  lobbyUrl: string;
  depositUrl: string;
  ip: string;
}

export interface SupplierAdapter {
  id: string;
  isConfigured(): boolean;
  listGames(): Promise<{ providers: CatalogProvider[]; games: CatalogGame[] }>;
  launch(p: SupplierLaunch): Promise<{ url: string }>;
  /** How its wallet callbacks are verified and keyed (mounted under /api/games/wallet/<id>/…). */
  /** Its wallet's context; the games module adds the configured win cap (issue 28). */
  walletContext(db: Db, now: () => number): Omit<SeamlessContext, 'winCap'>;
}
