// Styles of the results page: a header, the day picker (chips that wrap, so no label is cut at 360 px in any
// language), then one card per sport with its leagues and their finished matches — teams either side of the score on
// one line, the half-time or sets under it. One column, at most 760 px, centred on desktop.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 760px; margin: 0 auto; padding: 12px 12px 96px;
  & > header { display: flex; align-items: center; gap: 8px; margin-bottom: 10px; }
  & h1 { margin: 0; font-size: 20px; }
  & .days { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; padding: 0; list-style: none; }
  & .days a { display: inline-flex; align-items: center; min-height: 36px; padding: 0 12px; border-radius: 999px; border: 1px solid var(--border);
    background: var(--surface); color: var(--text); font-size: 13px; font-weight: 700; text-decoration: none; white-space: nowrap; }
  & .days a[aria-current='date'] { background: var(--accent); border-color: var(--accent); color: #fff; }
  & .sport { margin: 0 0 12px; border-radius: 12px; border: 1px solid var(--border); background: var(--surface); overflow: hidden; }
  & .sport > h2 { margin: 0; padding: 10px 12px; font-size: 15px; border-bottom: 1px solid var(--border); }
  & .league > h3 { margin: 0; padding: 8px 12px 4px; font-size: 12px; font-weight: 700; color: var(--muted); overflow-wrap: anywhere; }
  & ol { list-style: none; margin: 0; padding: 0; }
  & .match { display: grid; grid-template-columns: 44px minmax(0, 1fr) auto minmax(0, 1fr); align-items: center; gap: 2px 8px; padding: 8px 12px;
    border-top: 1px solid var(--border); }
  & .match[data-marked='true'] { background: color-mix(in srgb, var(--accent) 14%, transparent); }
  & .match time { font-size: 12px; color: var(--muted); font-variant-numeric: tabular-nums; }
  /* break-word, not anywhere: a team's words stay whole (anywhere shrinks the column and split 'Sacramento'). */
  & .home { text-align: right; font-size: 14px; overflow-wrap: break-word; }
  & .away { font-size: 14px; overflow-wrap: break-word; }
  & .score { min-width: 52px; text-align: center; font-weight: 800; font-size: 15px; font-variant-numeric: tabular-nums; white-space: nowrap; }
  & .more { grid-column: 2 / -1; text-align: center; font-size: 12px; color: var(--muted); font-variant-numeric: tabular-nums; }
  /* A 360 px phone: narrower time and score, 13 px names, so a name like 'Sacramento' keeps its line. */
  @media (max-width: 420px) {
    & .match { grid-template-columns: 36px minmax(0, 1fr) auto minmax(0, 1fr); gap: 2px 6px; padding: 8px 10px; }
    & .home, & .away { font-size: 13px; }
    & .score { min-width: 40px; font-size: 14px; }
  }
`;
