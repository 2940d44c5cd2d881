// Styles of the Bet History screen: a header with back and filter toggle, chip rows for the filters,
// and ticket cards; one column on phones, centred and at most 760 px wide on desktop.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 760px; margin: 0 auto; padding: 12px 12px 96px;
  & > header { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 8px; margin-bottom: 10px; }
  & h1 { margin: 0; font-size: 20px; }
  & .icon { min-width: 40px; height: 40px; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 700; cursor: pointer; }
  & .icon[aria-pressed='true'] { border-color: var(--accent); color: var(--accent-text); }
  & .filters { display: grid; gap: 8px; margin-bottom: 12px; padding: 10px; border-radius: 12px; background: var(--surface); border: 1px solid var(--border); }
  /* The chips wrap onto a second line rather than scroll: at 360 px 'This month' in Afan Oromo ('Ji'a kana') or
     Tigrinya was pushed past the edge and cut (issue 29); each chip keeps its whole label on one line. */
  & .chips { display: flex; flex-wrap: wrap; gap: 6px; }
  & .chips button { flex: none; max-width: 100%; min-height: 34px; padding: 6px 14px; border-radius: 999px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-size: 13px; font-weight: 700; line-height: 1.2; white-space: nowrap; cursor: pointer; }
  & .chips button[aria-pressed='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
  & ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  & .row { width: 100%; display: grid; gap: 6px; padding: 12px; border-radius: 12px; border: 1px solid var(--border); background: var(--surface); color: var(--text); text-align: left; font: inherit; cursor: pointer; }
  & .row:hover { border-color: var(--accent); }
  & .top { display: flex; justify-content: space-between; align-items: center; font-size: 13px; color: var(--muted); font-variant-numeric: tabular-nums; }
  & .badges { display: flex; gap: 6px; align-items: center; }
  & .points { padding: 2px 8px; border-radius: 999px; background: var(--azure); color: #06263a; font-size: 11px; font-weight: 800; }
  & .figures { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 13px; color: var(--muted); }
  & b { color: var(--text); font-variant-numeric: tabular-nums; }
  & .win { font-size: 14px; color: var(--muted); }
  & .win b { font-size: 16px; }
  & .row[data-status='WON'] .win b, & .row[data-status='PARTIALLY_WON'] .win b { color: var(--ok); }
  & .meta, & .ref, & .cashback { font-size: 12px; color: var(--muted); }
  & .ref code { color: var(--text); font-weight: 700; overflow-wrap: anywhere; }
  & .count { margin: 10px 0 0; text-align: center; font-size: 12px; color: var(--muted); }
  & .more { display: block; margin: 10px auto 0; height: 42px; padding: 0 22px; border-radius: 999px; border: 0; background: var(--accent); color: #fff; font-weight: 800; cursor: pointer; }
  & .more:disabled { opacity: 0.6; }
  & .login { display: grid; gap: 12px; justify-items: center; padding: 28px 16px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); text-align: center; }
  & .login p { margin: 0; color: var(--muted); }
`;
