// A store cell that holds JSON, read back: absent or unparsable reads as null (a screen shows nothing, never throws).
export function jsonCell<T>(text: string | undefined): T | null {
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
