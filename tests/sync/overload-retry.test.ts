// The client's answer to 503 OVERLOADED (issue 28): the same request again after Retry-After (capped at 5 s), three
// tries in all, then the refusal; any other refusal at once.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../sync/http.ts';
import { retryOverloaded } from '../../sync/overload-retry.ts';

const busy = (retryAfterS?: number): ApiRequestError => {
  const e = new ApiRequestError('The server is busy; try again shortly', 503, 'OVERLOADED');
  if (retryAfterS !== undefined) {
    e.retryAfterS = retryAfterS;
  }
  return e;
};

describe('retryOverloaded', () => {
  it('waits each Retry-After (at most 5 s) and gives up after three tries', async () => {
    const waits: number[] = [];
    let tries = 0;
    const attempt = async (): Promise<string> => {
      tries += 1;
      throw busy(tries === 1 ? 2 : 60);
    };
    await expect(retryOverloaded(attempt, async (ms) => void waits.push(ms))).rejects.toMatchObject({ status: 503, code: 'OVERLOADED' });
    expect(tries).toBe(3);
    expect(waits).toEqual([2_000, 5_000]);
  });

  it('passes any other refusal through at once', async () => {
    let tries = 0;
    const attempt = async (): Promise<string> => {
      tries += 1;
      throw new ApiRequestError('Insufficient balance', 400, 'INSUFFICIENT_BALANCE');
    };
    await expect(retryOverloaded(attempt, async () => undefined)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(tries).toBe(1);
  });
});
