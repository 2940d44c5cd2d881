// Types of games-checks.mjs, for the TypeScript test that feeds it a database (tests/scripts/chaos-games-checks.test.ts).

export interface GamesBookView {
  acked: Map<
    string,
    { userId: string; requestId: string; roundId: string; betCents: number; free: boolean; status: string; payoutCents: number; final: boolean }
  >;
  refused: Map<string, { userId: string; requestId: string; code: string }>;
  pending: Map<string, unknown>;
  bets: { acked: Map<string, Record<string, unknown>>; refused: Record<string, unknown>[]; unanswered: Record<string, unknown>[] };
}

export interface GamesFigures {
  rounds: number;
  settled: number;
  open: number;
  free: number;
  leftForRecovery: number;
  virtual: { bets: number; won: number; lost: number; void: number; unsettled: number };
}

export function gamesSqlChecks(
  target: { query(statements: string[]): Promise<Record<string, unknown>[][]> },
  book: GamesBookView,
  options: { atRest?: boolean; virtualDone?: boolean; seen: Map<string, boolean>; left?: Map<string, 'pay' | 'void'> },
): Promise<{ problems: string[]; figures: GamesFigures; stored: Map<string, { id: string; staked: boolean }> }>;

export function houseLine(f: GamesFigures): string;
