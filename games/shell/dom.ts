// Small DOM helpers for the house game pages. The page's Content-Security-Policy refuses style attributes in
// markup, so anything dynamic (positions, colours, rotations) is set through the CSSOM by the callers.

export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

/** An element from HTML (the first element of the fragment). */
export function h<T extends HTMLElement = HTMLElement>(html: string): T {
  const tpl = document.createElement('template');
  tpl.innerHTML = html.trim();
  return tpl.content.firstElementChild as T;
}

export const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A multiplier as shown: 2 decimals and ×. */
export const times = (m: number): string => `${m.toFixed(2)}×`;

export const pct = (rtp: number): string => `${(rtp * 100).toFixed(2)} %`;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A random integer 0 ≤ n < max from crypto (quick picks; never used to decide a round). */
export const randomInt = (max: number): number => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % max;

/** A row of toggle chips (one pressed): rows, risk, segments. */
export const chipsHtml = (id: string, label: string, options: [string, string][], current: string): string =>
  `<label>${esc(label)}</label><div class="chips" id="${id}" role="group" aria-label="${esc(label)}">${options
    .map(
      ([v, text]) =>
        `<button type="button" class="chip${v === current ? ' on' : ''}" aria-pressed="${v === current}" data-v="${esc(v)}">${esc(text)}</button>`,
    )
    .join('')}</div>`;

/** The pressed chip's value, and a click that presses another. */
export function chips(id: string, onChange: () => void): () => string {
  const group = $(id);
  group.addEventListener('click', (e) => {
    const pressed = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-v]');
    if (pressed === null || pressed.disabled) {
      return;
    }
    for (const b of group.querySelectorAll<HTMLButtonElement>('button')) {
      b.classList.toggle('on', b === pressed);
      b.setAttribute('aria-pressed', String(b === pressed));
    }
    onChange();
  });
  return () => group.querySelector<HTMLButtonElement>('.on')?.dataset['v'] ?? '';
}

/** A colour for a multiplier: losses grey, small wins azure, big ones warm. */
export const multColour = (m: number): string => (m < 1 ? '#4b5d85' : m < 2 ? '#38bdf8' : m < 10 ? '#8b5cf6' : m < 50 ? '#f59e0b' : '#f87171');
