// Styles of the Live list (issue 32): the page's head, a sport's and a league's headings, a match in play as one row
// (clock, both teams with their red cards, the score, the main market's odds; a suspended market under a lock) and
// the hours of 'Upcoming live'. Phones: one column, rows the width of the screen. Desktop: the list beside the open
// match (live-match-style.ts) and, from 1180 px, the betslip as a third column.
import { styled } from '@linaria/react';

export const Page = styled.section`
  padding: 10px 0 96px;
  @media (min-width: 768px) { padding: 10px 0 24px; }
  & h1 { margin: 0; font-size: 20px; }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 12px 10px;
  @media (min-width: 768px) { padding: 0 0 12px; }
  & .count {
    padding: 3px 10px;
    border-radius: 999px;
    background: rgba(248, 113, 113, 0.16);
    color: var(--danger);
    font-size: 12px;
    font-weight: 800;
  }
`;

export const SportHead = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 14px 12px 6px;
  font-size: 15px;
  @media (min-width: 768px) { margin: 14px 0 6px; }
  & small { color: var(--muted); font-weight: 600; }
`;

export const LeagueHead = styled.h3`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 6px 12px;
  background: var(--surface-2);
  color: var(--muted);
  font-size: 12px;
  font-weight: 700;
  & span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** A league's block: its heading and its rows. */
export const Rows = styled.div`
  & ul { list-style: none; margin: 0; padding: 0; }
  border: 1px solid var(--border);
  border-radius: var(--radius);
  overflow: hidden;
  & + & { margin-top: 8px; }
  @media (max-width: 767px) { border-radius: 0; border-left: 0; border-right: 0; }
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  min-height: 58px;
  padding: 6px 12px 6px 0;
  border-top: 1px solid var(--border);
  background: var(--surface);
  &:first-child { border-top: 0; }
  &[aria-current='true'] { box-shadow: inset 3px 0 0 var(--accent); }
`;

export const Open = styled.button`
  display: grid;
  grid-template-columns: minmax(40px, max-content) minmax(0, 1fr) auto;
  align-items: center;
  gap: 6px;
  min-width: 0;
  height: 100%;
  padding: 0 0 0 12px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  & .clock {
    color: var(--ok);
    font-size: 11px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & .clock[data-phase='break'], & .clock[data-phase='ended'], & .clock[data-phase='not_started'] { color: var(--muted); }
  & .teams { min-width: 0; display: grid; gap: 4px; }
  & .teams div { display: flex; align-items: center; gap: 4px; min-width: 0; font-weight: 600; font-size: 13px; }
  & .teams span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .score {
    display: grid;
    gap: 4px;
    justify-items: end;
    font-weight: 800;
    font-size: 14px;
    color: var(--accent-text);
    font-variant-numeric: tabular-nums;
  }
  & .score small { color: var(--muted); font-weight: 600; font-size: 11px; margin-left: 4px; }
`;

/** A red card beside a team's name (the count when more than one). */
export const RedCard = styled.i`
  flex: 0 0 auto;
  display: inline-grid;
  place-items: center;
  min-width: 9px;
  height: 12px;
  padding: 0 2px;
  border-radius: 2px;
  background: #dc2626;
  color: #fff;
  font-style: normal;
  font-size: 9px;
  font-weight: 800;
`;

/** The main market's odds; a suspended market is shown under a lock (its buttons are disabled by OddsCell). */
export const OddsBox = styled.div`
  position: relative;
  & svg { display: none; }
  &[data-locked] svg {
    display: block;
    position: absolute;
    inset: 0;
    margin: auto;
    color: var(--text);
    pointer-events: none;
  }
`;

export const Hour = styled.h3`
  margin: 0;
  padding: 6px 12px;
  background: var(--surface-2);
  color: var(--muted);
  font-size: 12px;
  font-variant-numeric: tabular-nums;
`;
