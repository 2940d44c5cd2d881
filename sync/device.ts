// The device this player client says it is (issue 33): a random 128-bit id (crypto.getRandomValues, base64url, 22
// characters), made at first need and kept in localStorage, sent as X-Device-ID with sign-up's code check, login and
// the session refresh, so the back office sees a player's sessions by device and players who share one. It survives
// sign-out (it names the browser, not the player) and carries nothing about the browser or the person. Where storage
// fails (private mode, blocked), no id is sent: one remembered for a single visit would make each visit a new device.
import { writeQuietly } from './storage.ts';

export const DEVICE_STORAGE_KEY = 'birrbet.device';
/** What the server takes (anything else it ignores): 16-64 characters of base64url. */
const WELL_FORMED = /^[A-Za-z0-9_-]{16,64}$/;

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The stored id, made and stored first when there is none; null when storage cannot keep one. */
export function deviceId(given?: DeviceStorage): string | null {
  try {
    const storage = given ?? globalThis.localStorage; // reading it may itself throw (a blocked origin)
    const kept = storage?.getItem(DEVICE_STORAGE_KEY) ?? null;
    if (kept !== null && WELL_FORMED.test(kept)) {
      return kept;
    }
    const fresh = newDeviceId();
    writeQuietly(() => storage?.setItem(DEVICE_STORAGE_KEY, fresh));
    return storage?.getItem(DEVICE_STORAGE_KEY) === fresh ? fresh : null;
  } catch {
    return null;
  }
}

/** The X-Device-ID header for a call that opens or refreshes a session; none when no id can be kept. */
export function deviceHeaders(storage?: DeviceStorage): Record<string, string> {
  const id = deviceId(storage);
  return id === null ? {} : { 'X-Device-ID': id };
}
