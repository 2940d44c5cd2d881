// STUB (issue 5, owned by the tournament/markets helper): replaced by the real tournament view.
export interface TournamentViewProps {
  tournamentIds: string[];
  matchId?: string;
  onSelectMatch: (matchId: string | undefined) => void;
  onBack: () => void;
}
export function TournamentView({ tournamentIds }: TournamentViewProps) {
  return <div data-testid="tournament-view" data-ids={tournamentIds.join(',')} />;
}
