// Styles of the markets panel: the match header, the group tabs (a scrollable strip), and each market as an
// expandable panel whose body scrolls past 420 px (spec §2). Odds buttons are the shared OddsCell, widened
// here to show the outcome's name above its price.
import { styled } from '@linaria/react';

export const Panel = styled.div`
  min-width: 0;
  background: var(--bg);
  @media (min-width: 768px) {
    background: transparent;
  }
`;

export const MatchHead = styled.header`
  display: grid;
  gap: 8px;
  padding: 8px 12px 12px;
  border-bottom: 1px solid var(--border);
  & .top { display: flex; align-items: center; gap: 6px; min-height: 44px; font-size: 12px; color: var(--muted); }
  & .top .where { flex: 1; min-width: 0; display: flex; align-items: center; gap: 6px; overflow: hidden; white-space: nowrap; }
  & .top .where span { overflow: hidden; text-overflow: ellipsis; }
  & .top time { flex: none; font-variant-numeric: tabular-nums; }
  & .back {
    flex: none; width: 44px; height: 44px; margin-left: -8px; display: grid; place-items: center;
    border: 0; border-radius: 10px; background: none; color: var(--text); cursor: pointer;
  }
  & .teams { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 10px; }
  & .team { display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; text-align: center; }
  & .team b { font-size: 14px; overflow-wrap: anywhere; }
  & .vs { color: var(--muted); font-weight: 800; }
`;

export const Tabs = styled.div`
  display: flex;
  gap: 6px;
  padding: 10px 12px;
  overflow-x: auto;
  scrollbar-width: none;
  & button {
    flex: none; min-height: 36px; padding: 0 14px; border-radius: 999px; border: 1px solid var(--border);
    background: var(--surface); color: var(--muted); font-weight: 700; font-size: 12px; cursor: pointer; white-space: nowrap;
  }
  & button[aria-selected='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
`;

export const List = styled.div`
  display: grid;
  gap: 8px;
  padding: 4px 12px 16px;
`;

export const Market = styled.section`
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  overflow: hidden;
  & > h3 { margin: 0; }
  & .title {
    width: 100%; min-height: 44px; display: flex; align-items: center; justify-content: space-between; gap: 8px;
    padding: 0 12px; border: 0; background: none; cursor: pointer; text-align: left;
    font-size: 12px; font-weight: 800; letter-spacing: 0.3px; text-transform: uppercase;
  }
  & .title > svg { flex: none; transition: transform 150ms ease; color: var(--muted); }
  & .title[aria-expanded='true'] > svg { transform: rotate(180deg); }
  & .locked {
    display: inline-flex; align-items: center; gap: 6px; margin-left: 8px; padding: 1px 8px; border-radius: 999px;
    background: var(--surface-2); color: var(--muted); font-size: 11px; font-weight: 700; letter-spacing: 0; text-transform: none;
    vertical-align: 1px;
  }
  /* A padlock drawn in CSS (no icon bytes in the markets chunk): the shackle's arc, its body as the shadow below. */
  & .locked::before {
    content: ''; width: 5px; height: 4px; margin: -5px 1px 0; border: 1.5px solid currentColor; border-bottom: 0;
    border-radius: 3px 3px 0 0; box-shadow: 0 5px 0 1.5px currentColor;
  }
  & .body {
    display: grid;
    gap: 6px;
    max-height: 420px;
    overflow-y: auto;
    padding: 0 10px 10px;
  }
  & .body button { height: auto; min-height: 48px; padding: 4px 6px; gap: 3px; }
  & .body button small {
    max-width: 100%; font-size: 11px; line-height: 1.2; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
  }
`;
