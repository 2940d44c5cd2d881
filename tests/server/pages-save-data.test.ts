// Low-data mode's request hint (issue 17, server/modules/pages/request-hints.ts pageSaveData): the player's
// saveData cookie wins ('1' on, '0' off, even against the header); else the browser's Save-Data header.
import { describe, expect, it } from 'vitest';
import { pageSaveData } from '../../server/modules/pages/request-hints.ts';

describe('the page data mode', () => {
  it('is on for Save-Data: on, in any case and among other tokens', () => {
    expect(pageSaveData(undefined, 'on')).toBe(true);
    expect(pageSaveData(undefined, ' On ')).toBe(true);
    expect(pageSaveData('lang=am', 'on; foo')).toBe(true);
    expect(pageSaveData(undefined, ['off', 'on'])).toBe(true);
  });

  it('is off without the header, or with another value', () => {
    expect(pageSaveData(undefined, undefined)).toBe(false);
    expect(pageSaveData('lang=am; tzo=180', 'off')).toBe(false);
    expect(pageSaveData(undefined, 'only')).toBe(false);
    expect(pageSaveData(undefined, '')).toBe(false);
  });

  it("follows the player's cookie first", () => {
    expect(pageSaveData('saveData=1', undefined)).toBe(true);
    expect(pageSaveData('lang=en; saveData=1; tzo=0', 'off')).toBe(true);
    expect(pageSaveData('saveData=0', 'on')).toBe(false);
  });

  it('ignores a cookie that is not 0 or 1', () => {
    expect(pageSaveData('saveData=yes', undefined)).toBe(false);
    expect(pageSaveData('saveData=true', 'on')).toBe(true);
    expect(pageSaveData('xsaveData=1', undefined)).toBe(false);
  });
});
