// Opened inside Telegram as its Mini App (issue 34): Telegram passes its launch parameters in the address's hash
// (#tgWebAppData=<initData>&tgWebAppVersion=…); initData, signed by Telegram for this user, signs the linked player
// in through the sync engine's account command (the server checks the signature). Loaded only when the hash has
// it, so the home route's bundle carries none of this; telegram.org's script is not loaded (the hash is enough).
// The hash is removed once read: the launch data is a credential and must not stay in a shareable address.

/** initData from a location hash, or null when the page was not opened by Telegram. */
export function initDataOf(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const data = params.get('tgWebAppData');
  return data === null || data === '' ? null : data;
}

export function signInFromTelegram(account: { telegramSignIn: (initData: string) => Promise<unknown> }, location: Location, history: History): void {
  const initData = initDataOf(location.hash);
  if (initData === null) {
    return;
  }
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  void account.telegramSignIn(initData);
}
