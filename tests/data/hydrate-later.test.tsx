// @vitest-environment jsdom
// Hydration in steps (src/ssr/hydrate-later.tsx) on the runtime the built client uses, Preact's React layer
// (Vitest otherwise runs React): the server's markup of a deferred part stays on screen untouched — the same DOM
// nodes, no redraw — while the page around it is live at once; the parts then hydrate one per task, in page
// order, and only after the last one does whenHydrated call back. Off (React, or any later render), nothing waits.
import { describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/jsx-runtime'));

const { useState } = await import('preact/compat');
const { hydrateRoot } = await import('preact/compat/client');
const { renderToString } = await import('preact-render-to-string');
const { HydrateLater, hydrating, whenHydrated } = await import('../../src/ssr/hydrate-later.tsx');

const tasks = (n: number) => new Promise<void>((resolve) => setTimeout(resolve, 10 * n));

function Counter({ id }: { id: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" data-id={id} onClick={() => setN(n + 1)}>
      {id}:{n}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter id="top" />
      <HydrateLater>
        <Counter id="a" />
      </HydrateLater>
      <HydrateLater>
        <Counter id="b" />
        <Counter id="c" />
      </HydrateLater>
      <Counter id="d" />
    </main>
  );
}

function serverPage(): { root: HTMLElement; nodes: () => Element[]; click: (id: string) => void; text: (id: string) => string } {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  const button = (id: string) => root.querySelector(`[data-id="${id}"]`) as HTMLButtonElement;
  return {
    root,
    nodes: () => [...root.querySelectorAll('*')],
    click: (id) => button(id).click(),
    text: (id) => button(id).textContent ?? '',
  };
}

describe('HydrateLater', () => {
  it('keeps the server markup, makes the page live at once and each part in a later task, then calls back', async () => {
    const page = serverPage();
    const before = page.nodes();
    const done = vi.fn();
    hydrating(() => hydrateRoot(page.root, <Page />), true);
    whenHydrated(done);
    page.click('top');
    page.click('a');
    page.click('d');
    await Promise.resolve();
    await tasks(0);
    // The page around the parts answers at once; a deferred part has no handler yet.
    expect([page.text('top'), page.text('a'), page.text('d')]).toEqual(['top:1', 'a:0', 'd:1']);
    expect(done).not.toHaveBeenCalled();
    await tasks(3);
    expect(done).toHaveBeenCalledTimes(1);
    page.click('a');
    page.click('c');
    await tasks(1);
    expect([page.text('a'), page.text('b'), page.text('c')]).toEqual(['a:1', 'b:0', 'c:1']);
    // Node for node the server's: nothing was drawn again.
    expect(page.nodes()).toEqual(before);
  });

  it('defers nothing when off (React) and calls back at once', async () => {
    const page = serverPage();
    const done = vi.fn();
    hydrating(() => hydrateRoot(page.root, <Page />), false);
    whenHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
    page.click('b');
    await tasks(1);
    expect(page.text('b')).toBe('b:1');
  });
});
