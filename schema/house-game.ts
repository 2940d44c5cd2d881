// The house game server's wire (issue 15): what a house game page (games/<id>/) exchanges with the server once
// the lobby has launched it with a launch token. A round is provably fair: the SHA-256 of the server seed is
// published before the player chooses the client seed it is paired with (the next seed's hash likewise, before a
// rotation names the next client seed); the seed is revealed when the player rotates seeds, so any round can be
// replayed (domain/games) from server seed, client seed and nonce. Amounts are ETB numbers with 2 decimals.
import { array, boolean, enums, literal, nullable, number, record, string, type, unknown, type Infer } from 'superstruct';

export const FairState = type({
  /** SHA-256 hex of the current server seed: the commitment every coming round is played under. */
  server_seed_hash: string(),
  /** The player's client seed; null until the player has chosen one (no round is played before). */
  client_seed: nullable(string()),
  /** The nonce the next round will use. */
  nonce: number(),
  /**
   * SHA-256 hex of the server seed committed for the NEXT pair, published before the player chooses the next
   * client seed: a rotation reveals the current seed and activates this one (issue 28).
   */
  next_server_seed_hash: string(),
});
export type FairState = Infer<typeof FairState>;

export const RoundStatus = enums(['open', 'won', 'lost']);

export const HouseRound = type({
  id: string(),
  game: string(),
  bet: number(),
  /** True when the round was a free spin (no stake debited). */
  free: boolean(),
  params: record(string(), unknown()),
  /** What the player may see so far (a mines board only once the round is over; a crash point only when busted). */
  outcome: record(string(), unknown()),
  multiplier: number(),
  payout: number(),
  status: RoundStatus,
  server_seed_hash: string(),
  client_seed: string(),
  nonce: number(),
  created_at: string(),
});
export type HouseRound = Infer<typeof HouseRound>;

export const FreeSpinsState = type({ remaining: number(), bet: number(), end_date: string() });

export const HouseSession = type({
  success: literal(true),
  session: type({
    game: string(),
    mode: enums(['real']),
    currency: string(),
    balance: number(),
    min_bet: number(),
    max_bet: number(),
    fair: FairState,
    free_spins: nullable(FreeSpinsState),
    open_round: nullable(HouseRound),
    /** The player's recent rounds of this game, newest first. */
    history: array(HouseRound),
  }),
});
export type HouseSession = Infer<typeof HouseSession>;

export const HousePlayed = type({ success: literal(true), round: HouseRound, balance: number(), fair: FairState });
export type HousePlayed = Infer<typeof HousePlayed>;

export const SeedRotated = type({
  success: literal(true),
  /**
   * The seed that was in use, now revealed, with its hash: every round played under it can be verified. Null when
   * the player set the client seed of a first pair (nothing was played, nothing is revealed).
   */
  revealed: nullable(type({ server_seed: string(), server_seed_hash: string(), client_seed: string(), last_nonce: number() })),
  fair: FairState,
});
