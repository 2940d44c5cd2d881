// Which links and image addresses an operator may put on a banner, and which the client will follow:
// an absolute https: URL (no credentials, no whitespace or control characters), or a same-origin path.
// A path must stay on this origin however a browser reads it: '//host', '/\host', '/%2F%2Fhost' and
// '/%5Chost' all leave it in some browser or router (backslashes become slashes; a router may decode
// before it navigates), so none of them is a path here. Pure: used by the server's edge and the client.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
/** After decoding, an encoded space is harmless text; control characters are not (a browser drops some). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A same-origin path: '/' then anything that cannot be read as '//' or a backslash, encoded or not. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || CONTROL_OR_SPACE.test(value) || value.includes('\\')) {
    return false;
  }
  // Undo up to three layers of percent-encoding: '/%252F…' is '/%2F…' to a router that decodes once more.
  let decoded = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next.startsWith('//') || next.includes('\\') || CONTROL.test(next)) {
      return false;
    }
    if (next === decoded) {
      break;
    }
    decoded = next;
  }
  return !value.startsWith('//');
}

/** An absolute https: URL with a host and no user:password part. */
export function isHttpsUrl(value: string): boolean {
  if (CONTROL_OR_SPACE.test(value) || value.includes('\\') || !/^https:\/\//i.test(value)) {
    return false;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
}

/** A banner's click or image address: https: or a same-origin path. */
export const isSafeBannerUrl = (value: string): boolean => isSameOriginPath(value) || isHttpsUrl(value);
