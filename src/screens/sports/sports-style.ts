// Styles of the phone sports browser: sport tabs, the category accordion, tournament rows and the
// sticky 'Open Selected' bar. Every tap target is at least 44 px high (cheap phones, thumbs); rows use
// content-visibility so a sport with 100+ categories lays out only what is on screen.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 760px;
  margin: 0 auto;
`;

export const Tabs = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 12px;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  @media (min-width: 768px) { flex-wrap: wrap; }
  & button {
    flex: 0 0 auto;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 14px;
    border-radius: 999px;
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    font-weight: 600;
    font-size: 13px;
    white-space: nowrap;
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    background: var(--accent);
    border-color: var(--accent);
    color: #fff;
  }
  /* A lighter pill on the accent would leave its white count at 3.9:1; a darker one keeps it readable. */
  & button[aria-pressed='true'] small {
    background: rgba(0, 0, 0, 0.2);
  }
  & small {
    min-width: 22px;
    padding: 0 6px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.12);
    font-size: 11px;
    line-height: 18px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  & .ghost {
    flex: 0 0 104px;
    height: 44px;
    border-radius: 999px;
    background: var(--surface);
  }
`;

export const Accordion = styled.ul`
  list-style: none;
  margin: 0 12px;
  padding: 0;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  overflow: hidden;
  & > li + li { border-top: 1px solid var(--border); }
  & > li { content-visibility: auto; contain-intrinsic-size: auto 52px; }
  & > li > button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 52px;
    padding: 0 12px;
    border: 0;
    background: transparent;
    color: var(--text);
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  & > li > button[aria-expanded='true'] { background: var(--surface-2); }
  & .flag { flex: 0 0 22px; display: inline-flex; justify-content: center; }
  & .name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & .count {
    min-width: 28px;
    padding: 0 8px;
    border-radius: 999px;
    background: var(--accent-soft);
    color: var(--accent-text);
    font-size: 12px;
    font-weight: 700;
    line-height: 22px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  & .chevron {
    width: 8px;
    height: 8px;
    border-right: 2px solid var(--muted);
    border-bottom: 2px solid var(--muted);
    transform: rotate(45deg);
    margin: 0 4px 4px;
  }
  & button[aria-expanded='true'] .chevron { transform: rotate(-135deg); margin-bottom: -4px; }
`;

export const Tournaments = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 6px;
  background: var(--bg);
  & li {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding-right: 12px;
  }
  & label {
    flex: 0 0 48px;
    align-self: stretch;
    display: grid;
    place-items: center;
    cursor: pointer;
  }
  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--accent);
    cursor: pointer;
  }
  & li > button {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    min-height: 48px;
    padding: 0;
    border: 0;
    background: transparent;
    color: var(--text);
    text-align: left;
    cursor: pointer;
  }
  & li > button:hover .name { color: var(--azure); }
  & .loading { padding: 14px 16px; color: var(--muted); font-size: 13px; }
`;

/** Sticky above the tab bar (and above the collapsed betslip when it shows) so it is always in reach. */
export const OpenBar = styled.div`
  position: sticky;
  z-index: 10;
  bottom: calc(var(--tabbar-h) + 8px);
  padding: 12px;
  &[data-slip='true'] { bottom: calc(var(--tabbar-h) + 76px); }
  @media (min-width: 768px) {
    &, &[data-slip='true'] { bottom: 16px; }
  }
  & button {
    width: 100%;
    min-height: 48px;
    border: 0;
    border-radius: 12px;
    background: var(--accent-strong);
    color: #fff;
    font-weight: 800;
    font-size: 15px;
    cursor: pointer;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  }
  & button:disabled {
    background: var(--surface-2);
    color: var(--muted);
    cursor: default;
    box-shadow: none;
  }
  @media (min-width: 768px) {
    & button { width: auto; padding: 0 28px; }
  }
`;
