// The back office's look (issue 33): a light, dense desktop layout (side navigation, tables, forms) that also works
// on a tablet; Noto Sans Ethiopic for Amharic. Its own styles: nothing here reaches the players' pages.
import { css } from '@linaria/core';
import '@fontsource/noto-sans-ethiopic/ethiopic-400.css';
import '@fontsource/noto-sans-ethiopic/ethiopic-700.css';

export const globals = css`
  :global() {
    :root {
      --bo-bg: #f4f6fb;
      --bo-surface: #ffffff;
      --bo-border: #d8deea;
      --bo-text: #16213a;
      --bo-muted: #5a6783;
      --bo-accent: #5b2bd6;
      --bo-ok: #137a3a;
      --bo-danger: #b42318;
      color-scheme: light;
    }
    * { box-sizing: border-box; }
    body {
      margin: 0;
      background: var(--bo-bg);
      color: var(--bo-text);
      /* Ethiopic first: its unicode-range keeps it to Ethiopic letters; Latin falls through to the system font. */
      font: 14px/1.45 'Noto Sans Ethiopic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    }
    button, input, select, textarea { font: inherit; }
  }
`;

export const layout = css`
  display: grid;
  grid-template-columns: 220px 1fr;
  min-height: 100vh;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

export const nav = css`
  background: #1d1246;
  color: #fff;
  padding: 16px 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    color: #e7e0ff;
    text-decoration: none;
    padding: 8px 10px;
    border-radius: 6px;
  }
  a[data-status='active'] {
    background: rgba(255, 255, 255, 0.14);
    color: #fff;
    font-weight: 700;
  }
  @media (max-width: 800px) {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    align-content: flex-start;
    [data-spacer] {
      display: none;
    }
  }
`;

export const brand = css`
  font-weight: 700;
  font-size: 16px;
  padding: 4px 10px 12px;
`;

export const main = css`
  padding: 20px 28px;
  min-width: 0;
`;

export const header = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  h1 {
    font-size: 20px;
    margin: 0;
  }
`;

export const card = css`
  background: var(--bo-surface);
  border: 1px solid var(--bo-border);
  border-radius: 10px;
  padding: 16px;
  margin-bottom: 16px;
`;

export const narrow = css`
  max-width: 420px;
  margin: 8vh auto;
`;

export const form = css`
  display: grid;
  gap: 10px;
  label {
    display: grid;
    gap: 4px;
    color: var(--bo-muted);
  }
  input, select, textarea {
    padding: 8px 10px;
    border: 1px solid var(--bo-border);
    border-radius: 6px;
    color: var(--bo-text);
    background: #fff;
  }
`;

export const row = css`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
`;

export const button = css`
  padding: 8px 14px;
  border-radius: 6px;
  border: 1px solid var(--bo-accent);
  background: var(--bo-accent);
  color: #fff;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &[data-kind='secondary'] {
    background: #fff;
    color: var(--bo-accent);
  }
  &[data-kind='danger'] {
    background: #fff;
    border-color: var(--bo-danger);
    color: var(--bo-danger);
  }
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  th, td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid var(--bo-border);
    vertical-align: top;
  }
  th {
    color: var(--bo-muted);
    font-weight: 600;
  }
  code {
    font-size: 12px;
    word-break: break-all;
  }
  th[data-num],
  td[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A table whose rows become small blocks on a phone: each cell shows its column's name (its data-label) above it. */
export const stacked = css`
  @media (max-width: 600px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 4px 12px;
      padding: 8px 0;
      border-bottom: 1px solid var(--bo-border);
    }
    td,
    td[data-num] {
      border: 0;
      padding: 0;
      text-align: left;
    }
    td::before {
      content: attr(data-label);
      display: block;
      color: var(--bo-muted);
      font-size: 12px;
    }
  }
`;

/** A record's fields as label / value pairs (a payment's detail); one column on a phone. */
export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: var(--bo-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 500px) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

/** Lets a wide table scroll sideways inside its card instead of widening the page. */
export const scroller = css`
  overflow-x: auto;
`;

export const alert = css`
  padding: 10px 12px;
  border-radius: 6px;
  background: #fdecea;
  color: var(--bo-danger);
  &[data-kind='ok'] {
    background: #e7f6ec;
    color: var(--bo-ok);
  }
  &[data-kind='info'] {
    background: #eef0ff;
    color: var(--bo-accent);
  }
`;

export const tabs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 12px;
  button[aria-selected='true'] {
    background: var(--bo-accent);
    color: #fff;
  }
`;

export const qr = css`
  width: 200px;
  height: 200px;
  background: #fff;
  svg {
    width: 100%;
    height: 100%;
  }
`;
