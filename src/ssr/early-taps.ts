// Taps on a server-rendered page before the app has taken it over (issue 30). The page's scripts load after its
// first paint (index.html), so for a moment its buttons have no React listener yet: the inline loader keeps
// each tapped button in window.__earlyTaps (and stops the click). Once the page around the hydration parts is
// live, each kept button still on the page is clicked again: React hydrates the part it sits in first and the
// tap lands, as a tap after hydrateRoot does by itself. Setting the list to null ends the loader's capture.

declare global {
  interface Window {
    __earlyTaps?: HTMLElement[] | null;
  }
}

/** Replays the kept taps, once; later calls find nothing. */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = null;
  for (const button of taps) {
    if (button.isConnected) {
      button.click();
    }
  }
}
