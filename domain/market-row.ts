// The key of a market row — match, market type and line (specifier, '' when the market has none) — and of an
// outcome within it. The client's store keys its markets and outcomes rows so (sync/store.ts) and the slip
// matches the server's prices to its picks with it; the server's catalogue groups outcomes by market with it.
// Ids are the feed's (digits, 'sr:…' names, lines like 'total=2.5'), none of which holds a '|'.

export const marketRowId = (matchId: string, marketId: string, specifier: string | null | undefined): string =>
  `${matchId}|${marketId}|${specifier ?? ''}`;

export const outcomeRowId = (marketRow: string, outcomeId: string): string => `${marketRow}|${outcomeId}`;
