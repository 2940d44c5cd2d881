// 'Midnight Azure', the default dark theme (spec §9) with the brand's purple accent, as CSS variables
// on :root so later presets only swap values. Native controls inherit the font (matters for Ethiopic).
import { css } from '@linaria/core';
import '@fontsource/noto-sans-ethiopic/ethiopic-400.css';
import '@fontsource/noto-sans-ethiopic/ethiopic-700.css';

export const globals = css`
  :global() {
    :root {
      --bg: #0a1224;
      --surface: #111c33;
      --surface-2: #182746;
      --border: #24365e;
      --text: #e9efff;
      --muted: #8ea2c9;
      /* --accent fills carry white text (4.9:1); --accent-text is the accent as text on the dark surfaces,
         accent-soft pills included (≥ 4.8:1). Both clear WCAG AA (axe, e2e/a11y.spec.ts). */
      --accent: #8050f0;
      --accent-text: #ad94fb;
      --accent-strong: #7c3aed;
      --accent-soft: rgba(139, 92, 246, 0.18);
      --azure: #38bdf8;
      --ok: #22c55e;
      --warn: #f59e0b;
      --danger: #f87171;
      --radius: 10px;
      --tabbar-h: 72px;
      color-scheme: dark;
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; padding: 0; background: var(--bg); color: var(--text); }
    body {
      font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', 'Noto Sans', sans-serif;
      font-size: 14px;
      line-height: 1.4;
      -webkit-font-smoothing: antialiased;
      -webkit-tap-highlight-color: transparent;
    }
    /* Ethiopic script first in Amharic and Tigrinya: on desktops whose system-ui font has a few Ethiopic glyphs
       (DejaVu on Linux) those letters came out as boxes. Only these pages name it first, so English never downloads it. */
    :lang(am) body, :lang(ti) body { font-family: 'Noto Sans Ethiopic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; }
    button, input, select { font: inherit; color: inherit; }
    a { color: inherit; text-decoration: none; }
    #root { min-height: 100vh; }
  }
`;
