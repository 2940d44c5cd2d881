// The one-React check (scripts/check-runtime.mjs, run by `npm test` after its build): a bundle list with React's
// own packages at the installed versions passes; one where an alias brought Preact in, one without react-dom, or
// one with another react-dom than Vitest renders with, each fails with a line naming the package.
import { describe, expect, it } from 'vitest';
import { installedReact, runtimeFindings } from '../../scripts/check-runtime.mjs';

const installed = installedReact();
const react = { react: installed.react, 'react-dom': installed['react-dom'], rxjs: '7.8.2' };

describe('one React in every build', () => {
  it('passes a bundle of react and react-dom at the installed versions', () => {
    expect(runtimeFindings('dist', react, installed)).toEqual([]);
  });

  it('fails a bundle that carries Preact (the former alias of react and react-dom)', () => {
    const aliased = { preact: '11.2.0', 'preact-render-to-string': '6.8.2', react: installed.react, rxjs: '7.8.2' };
    expect(runtimeFindings('dist', aliased, installed)).toEqual([
      'dist: react-dom is not in the bundle',
      'dist: preact 11.2.0 is in the bundle, another implementation of React',
      'dist: preact-render-to-string 6.8.2 is in the bundle, another implementation of React',
    ]);
  });

  it('fails a bundle whose react-dom is not the one unit tests render with', () => {
    expect(runtimeFindings('dist-server/ssr', { ...react, 'react-dom': '18.3.1' }, installed)).toEqual([
      `dist-server/ssr: react-dom 18.3.1 is bundled, ${installed['react-dom']} is installed`,
    ]);
  });
});
