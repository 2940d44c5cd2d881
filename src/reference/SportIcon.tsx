// STUB (issue 5, owned by the reference-data helper): replaced by the real sport icons.
export function SportIcon({ name, size = 20 }: { name: string; size?: number }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', width: size, height: size }} title={name} />;
}
