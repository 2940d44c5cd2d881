// STUB (issue 5, owned by the reference-data helper): replaced by the real team badges.
export function teamAbbreviation(name: string): string {
  return name.slice(0, 3).toUpperCase();
}
export function TeamBadge({ name, size = 28 }: { name: string; size?: number }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', width: size, height: size }}>{teamAbbreviation(name)}</span>;
}
