// @vitest-environment jsdom
// <Flag> in a live DOM: a flag file that fails to load hides itself (no broken-image box), and a new
// code after a failure is tried again.
import { describe, it, expect } from 'vitest';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Flag } from '../../src/reference/Flag.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('<Flag> load errors', () => {
  it('hides a flag whose file fails, and shows the next code again', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(Flag, { code: 'es' })));
    const img = host.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/flags/es.svg');
    await act(async () => img?.dispatchEvent(new Event('error')));
    expect(host.querySelector('img')).toBeNull();
    await act(async () => root.render(createElement(Flag, { code: 'et' })));
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/flags/et.svg');
    await act(async () => root.unmount());
  });
});
