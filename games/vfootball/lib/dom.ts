// DOM helpers of the virtual game pages: escaping, element lookup, and filling a region whose varying styles come
// from data attributes (the page's Content-Security-Policy refuses style attributes in markup).

export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const $ = (id: string): HTMLElement => document.getElementById(id) as HTMLElement;
/**
 * Sets an element's HTML, then the styles its data attributes ask for (data-left, data-width: a share 0–1;
 * data-bg: a colour) through the CSSOM: the page's Content-Security-Policy refuses style attributes in markup.
 */
export function fill(el: HTMLElement, html: string): void {
  el.innerHTML = html;
  el.querySelectorAll<HTMLElement>('[data-left],[data-width],[data-bg]').forEach((n) => {
    const { left, width, bg } = n.dataset;
    if (left !== undefined) {
      n.style.left = `calc(${Number(left) * 100}% * 0.9)`;
    }
    if (width !== undefined) {
      n.style.width = `${Number(width) * 100}%`;
    }
    if (bg !== undefined && /^#[0-9a-f]{3,8}$/i.test(bg)) {
      n.style.background = bg;
    }
  });
}
