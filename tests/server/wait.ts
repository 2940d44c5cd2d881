// Polling for the socket and PostgreSQL tests: wait until a condition holds, or fail after a bound.
export async function until(check: () => boolean, ms = 5_000, everyMs = 20): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) {
      throw new Error('timed out waiting');
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
