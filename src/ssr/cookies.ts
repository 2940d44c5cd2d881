// Cookies the browser keeps for the server, so the next server-rendered page is drawn as this browser would draw
// it (server/modules/pages/request-hints.ts reads them): the chosen language and the device's time zone.

/** The device's zone, minutes east of UTC. */
export const OFFSET_COOKIE = 'tzo';

/** A year, sent to this site only; nothing secret ever goes in one. */
export function rememberForServer(doc: Pick<Document, 'cookie'>, name: string, value: string | number): void {
  doc.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
