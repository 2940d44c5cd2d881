// STUB (issue 5, owned by the desktop-home helper): replaced by the desktop home.
export function DesktopHome() {
  return <div data-testid="desktop-home" />;
}
