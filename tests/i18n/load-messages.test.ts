// A lazy chunk the router loads before the first render (start-up resolves the route first, main.tsx) waits
// for the lazy texts of the language start-up loads, not English: else /sports in Amharic showed raw ids.
import { describe, it, expect, vi } from 'vitest';

describe('withMessages before the first render', () => {
  it('waits for the start-up language', async () => {
    vi.resetModules();
    const { loadMessages, withMessages, messagesFor } = await import('../../src/i18n/load-messages.ts');
    await loadMessages('am');
    expect(messagesFor('am')?.['sports.openSelected']).toBeUndefined();
    await withMessages(async () => 'chunk')();
    expect(messagesFor('am')?.['sports.openSelected']).toBeDefined();
  });
});
