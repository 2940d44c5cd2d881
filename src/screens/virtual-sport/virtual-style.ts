// Styles of /virtual-sport: a header with the Play button, the countdown, the fixtures with their odds (1 X 2 and
// Over/Under 2.5; the Over/Under columns from 480 px), the live round's scores, results and the table. One column on
// phones, two from 1024 px (fixtures and live left, results and table right).
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 1100px; margin: 0 auto; padding: 12px 12px 96px; display: grid; gap: 12px;
  @media (min-width: 1024px) { grid-template-columns: 3fr 2fr; align-items: start; & > header, & > .wide { grid-column: 1 / -1; } }
  & > header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  & h1 { margin: 0; font-size: 20px; }
  & h2 { margin: 0 0 8px; font-size: 13px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.03em; display: flex; justify-content: space-between; gap: 8px; }
  & .play { height: 40px; padding: 0 22px; border: 0; border-radius: 999px; background: var(--accent); color: #fff; font-weight: 800; cursor: pointer; }
  & .col { display: grid; gap: 12px; align-content: start; }
`;

export const Card = styled.div`
  padding: 12px; border-radius: 14px; border: 1px solid var(--border); background: var(--surface);
  & .clock { color: var(--accent-text); font-size: 18px; font-weight: 800; font-variant-numeric: tabular-nums; }
  & table { width: 100%; border-collapse: collapse; font-size: 13px; }
  & th { color: var(--muted); font-weight: 600; text-align: center; padding: 4px 2px; }
  & td { padding: 6px 2px; border-top: 1px solid var(--border); text-align: center; font-variant-numeric: tabular-nums; }
  & td.name, & th.name { text-align: left; overflow-wrap: anywhere; }
  & td.away { text-align: right; }
  & td.odd { font-weight: 700; }
  & .ou { display: none; }
  @media (min-width: 480px) { & .ou { display: table-cell; } }
  & .score { display: inline-block; min-width: 44px; padding: 2px 6px; border-radius: 6px; background: var(--surface-2); font-weight: 800; }
  & .live { color: var(--danger); font-weight: 800; }
  & .muted { color: var(--muted); }
`;
