// Kysely table types of casino and virtual games (0012-games). Money is integer cents (bigint: read via Number()).
import type { ColumnType } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<unknown, string, string>;
type Numeric = ColumnType<string | number, number | undefined, number>;

export interface GameProvidersTable {
  id: string;
  display_name: string;
  kind: 'house' | 'casino' | 'virtual';
  /** Which adapter serves it: 'house', 'hub88', 'goldenrace', 'kiron', 'inbet'. */
  adapter: string;
  is_active: Defaulted<boolean>;
  /** Switched off by an operator (0039): never listed nor launched; the catalogue sync never writes it. */
  switched_off: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface GamesTable {
  id: string;
  provider_id: string;
  /** The supplier's own code for the game (the house game's id for house games). */
  external_code: string;
  name: string;
  category: string;
  type: string;
  thumbnail: string | null;
  is_available: Defaulted<boolean>;
  has_demo: Defaulted<boolean>;
  is_new: Defaulted<boolean>;
  is_popular: Defaulted<boolean>;
  is_jackpot: Defaulted<boolean>;
  rtp: ColumnType<string | number | null, number | null | undefined, number | null>;
  sort: Defaulted<number>;
  /** False when the supplier stopped listing it (kept for old transactions). */
  listed: Defaulted<boolean>;
  /** Switched off by an operator (0039): never listed nor launched; the catalogue sync never writes it. */
  switched_off: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface GameLaunchesTable {
  token_hash: string;
  user_id: string;
  merchant_id: string;
  game_id: string;
  provider_id: string;
  currency: string;
  mode: 'real';
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The player session that launched it (issue 28): the token lives only while that session does; null: dead. */
  session_id: string | null;
}

export interface GameTransactionsTable {
  /** Our id for the movement (the operator transaction id answered to the provider). */
  id: string;
  provider: string;
  provider_tx_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  user_id: string;
  game_id: string | null;
  round_id: string | null;
  amount_cents: Int8;
  currency: string;
  /** A digest of the request's money fields: the same id with other data is refused. */
  fingerprint: string;
  /** For a rollback or tombstone: the provider tx id it reverses. */
  ref_tx_id: string | null;
  rolled_back: Defaulted<boolean>;
  /** The first answer, replayed to a repeat. */
  answer: Json;
  created_at: Timestamp;
}

export interface GameRoundsTable {
  provider: string;
  round_id: string;
  user_id: string;
  closed: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface HouseSeedsTable {
  id: string;
  user_id: string;
  game: string;
  server_seed: string;
  server_seed_hash: string;
  /** Null until the player sets one (a first seed pair: no round is drawn before). */
  client_seed: string | null;
  next_nonce: Defaulted<number>;
  active: boolean;
  created_at: Timestamp;
  revealed_at: NullableTimestamp;
  /** The server seed committed for the next pair (migration 0021); set on the active row, cleared once activated. */
  next_server_seed: string | null;
  /** Its SHA-256, published before the player chooses the next client seed; kept as the chain's link. */
  next_server_seed_hash: string | null;
}

export interface HouseRoundsTable {
  id: string;
  user_id: string;
  game: string;
  game_id: string;
  seed_id: string;
  nonce: number;
  bet_cents: Int8;
  free: Defaulted<boolean>;
  params: Json;
  /** The whole outcome, drawn at the start; shown to the player only as far as `progress` allows. */
  outcome: Json;
  /** The moves so far (mines tiles revealed, a crash cash-out). */
  progress: Json;
  multiplier: Numeric;
  payout_cents: ColumnType<string | number | bigint, number | undefined, number>;
  status: 'open' | 'won' | 'lost';
  /** True once the win (or nothing) has been credited and the wallet round closed. */
  settled: Defaulted<boolean>;
  request_id: string | null;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface FreeSpinsTable {
  id: string;
  merchant_id: string;
  user_id: string;
  game_id: string;
  total: number;
  remaining: number;
  bet_cents: Int8;
  end_date: Timestamp;
  created_at: Timestamp;
}

export interface GameTables {
  game_providers: GameProvidersTable;
  games: GamesTable;
  game_launches: GameLaunchesTable;
  game_transactions: GameTransactionsTable;
  game_rounds: GameRoundsTable;
  house_seeds: HouseSeedsTable;
  house_rounds: HouseRoundsTable;
  free_spins: FreeSpinsTable;
}
