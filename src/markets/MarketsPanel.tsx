// STUB (issue 5, owned by the tournament/markets helper): replaced by the real markets panel.
export function MarketsPanel({ matchId }: { matchId: string; onBack?: () => void }) {
  return <div data-testid="markets-panel" data-match-id={matchId} />;
}
