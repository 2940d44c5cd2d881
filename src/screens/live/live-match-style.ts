// Styles of a match's live page (issue 32) and of the Live screen's desktop columns: the scoreboard (league, both
// teams with badges and red cards, the score and the clock, each period's score), the Markets / Timeline / Stats
// switch, the timeline's moments (a mark per kind drawn in CSS: no emoji font is needed), the stats' bars, and the
// 'Upcoming live' row. Desktop: the list, the open match beside it (420 px) and from 1180 px the betslip column.
import { styled } from '@linaria/react';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 420px);
  gap: 16px;
  align-items: start;
  @media (max-width: 1000px) { grid-template-columns: minmax(0, 1fr); }
  &[data-slip] { grid-template-columns: minmax(0, 1fr) minmax(340px, 420px) 300px; }
  & > [data-inline-slip] { position: sticky; top: 80px; margin-top: 10px; height: calc(100vh - 104px); }
`;

export const Side = styled.aside`
  position: sticky;
  top: 80px;
  margin-top: 10px;
  max-height: calc(100vh - 96px);
  overflow-y: auto;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  @media (max-width: 1000px) { position: static; order: -1; max-height: none; }
`;

export const Board = styled.header`
  display: grid;
  gap: 10px;
  padding: 8px 12px 14px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  & .top { display: flex; align-items: center; gap: 6px; min-height: 40px; font-size: 12px; color: var(--muted); }
  & .top .where { flex: 1; min-width: 0; display: flex; align-items: center; gap: 6px; }
  & .top .where span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .back {
    flex: none; min-height: 40px; padding: 0 10px 0 0; display: flex; align-items: center; gap: 4px;
    border: 0; background: none; color: var(--text); font: inherit; font-weight: 700; cursor: pointer;
  }
  & .teams { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); align-items: start; gap: 8px; }
  & .team { display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; text-align: center; }
  & .team b { font-size: 14px; overflow-wrap: anywhere; }
  & .mid { display: grid; justify-items: center; gap: 4px; padding-top: 4px; }
  & .score { font-size: 30px; font-weight: 800; font-variant-numeric: tabular-nums; color: #fff; white-space: nowrap; }
  & .clock { padding: 2px 10px; border-radius: 999px; background: rgba(34, 197, 94, 0.16); color: var(--ok); font-size: 12px; font-weight: 800; white-space: nowrap; }
  & .clock[data-phase='break'], & .clock[data-phase='ended'], & .clock[data-phase='not_started'] { background: var(--surface-2); color: var(--muted); }
  & .periods { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; text-align: center; }
`;

export const Switch = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: 6px;
  padding: 10px 12px;
  & button {
    min-height: 40px; padding: 0 8px; border-radius: 999px; border: 1px solid var(--border);
    background: var(--surface); color: var(--muted); font: inherit; font-weight: 700; font-size: 13px; cursor: pointer;
  }
  & button[aria-selected='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
`;

export const Moments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 12px 16px;
  & li {
    display: grid; grid-template-columns: minmax(44px, max-content) 14px minmax(0, 1fr); align-items: center; gap: 10px;
    min-height: 40px; border-bottom: 1px solid var(--border); font-size: 13px;
  }
  & time { color: var(--muted); font-weight: 700; font-variant-numeric: tabular-nums; font-size: 12px; }
  & i { width: 12px; height: 12px; border-radius: 50%; border: 2px solid var(--muted); }
  & li[data-kind='goal'] i, & li[data-kind='penalty'] i { background: #fff; border-color: #fff; box-shadow: inset 0 0 0 2px #111; }
  & li[data-kind='yellow_card'] i { width: 10px; height: 13px; border: 0; border-radius: 2px; background: #facc15; }
  & li[data-kind='red_card'] i { width: 10px; height: 13px; border: 0; border-radius: 2px; background: #dc2626; }
  & li[data-kind='goal'] b { color: #fff; }
  & span small { display: block; color: var(--muted); font-size: 12px; }
`;

export const StatRows = styled.div`
  padding: 4px 12px 16px;
  display: grid;
  gap: 10px;
  & > div { display: grid; grid-template-columns: 3em minmax(0, 1fr) 3em; align-items: center; gap: 4px 8px; font-size: 13px; }
  & .label { text-align: center; color: var(--muted); font-size: 12px; }
  & b { font-variant-numeric: tabular-nums; }
  & b:last-of-type { text-align: right; }
  & .bar { grid-column: 1 / -1; display: flex; gap: 2px; height: 6px; border-radius: 3px; overflow: hidden; background: var(--surface-2); }
  & .bar span { flex: 1 1 0; min-width: 0; background: var(--accent); }
  & .bar span + span { background: var(--azure); }
`;

export const UpcomingOpen = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  min-height: 52px;
  padding: 6px 12px;
  border-top: 1px solid var(--border);
  background: var(--surface);
  &:first-child { border-top: 0; }
  & > button {
    display: flex; align-items: center; gap: 8px; min-width: 0; padding: 0; border: 0; background: none;
    color: inherit; font: inherit; text-align: left; cursor: pointer;
  }
  & > button svg { flex: none; color: var(--muted); }
`;
