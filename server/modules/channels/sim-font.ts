// The Ethiopic font the channels' simulator pages (USSD, SMS, Telegram) serve themselves (issue 34): a feature
// phone's screen in Amharic or Tigrinya must not show boxes on a test browser or a phone without an Ethiopic font.
// Read once from the @fontsource package the player client uses too; null (the page falls back) when absent.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT = '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2';

let font: Promise<Buffer | null> | null = null;

/** Noto Sans Ethiopic (woff2), read on first use and kept. */
export function ethiopicFont(): Promise<Buffer | null> {
  font ??= (async () => {
    try {
      return await readFile(createRequire(import.meta.url).resolve(FONT));
    } catch {
      return null;
    }
  })();
  return font;
}
