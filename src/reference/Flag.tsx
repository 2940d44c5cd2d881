// STUB (issue 5, owned by the reference-data helper): replaced by the real flag component.
export function flagCodeFor(country: string): string | null {
  return country ? null : null;
}
export function Flag({ code, country, size = 16 }: { code?: string | null; country?: string; size?: number }) {
  const c = code ?? flagCodeFor(country ?? '');
  return c ? <img src={`/flags/${c}.svg`} width={Math.round(size * 4 / 3)} height={size} alt="" /> : null;
}
