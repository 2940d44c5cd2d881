// Banner links the client follows and the server stores: https: URLs and same-origin paths only.
import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isSafeBannerUrl, isSameOriginPath } from '../../domain/safe-url.ts';

describe('banner link safety', () => {
  it('takes same-origin paths and https URLs', () => {
    for (const ok of ['/', '/check-ticket', '/sports/1?tab=top', '/promo#a', '/a%20b', '/x?next=%2F']) {
      expect(isSameOriginPath(ok), ok).toBe(true);
    }
    expect(isHttpsUrl('https://birrbet.example/promo?x=1')).toBe(true);
  });

  it('refuses every form that a browser or a decoding router reads as another host or scheme', () => {
    const bad = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%25252F%25252Fevil',
      '/%E0%A4%A',
      'javascript:alert(1)',
      'data:text/html,x',
      'http://evil.example',
      'https://u:p@evil.example',
      'https:evil.example',
      'https:/\\evil.example',
      ' https://evil.example',
      '/a\tb',
      '/a\u0000',
      '/a\u2028',
      'evil.example',
    ];
    for (const b of bad) {
      expect(isSafeBannerUrl(b), JSON.stringify(b)).toBe(false);
    }
  });
});
