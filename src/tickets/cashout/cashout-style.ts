// Styles of the cash-out panel (issue 32): a box of its own under a history row or inside the ticket modal, the offer
// in the success colour, a full-width slider with a 44 px touch height, full-width buttons; texts wrap rather than cut
// (Amharic and Tigrinya sentences run longer than English at 360 px); the automatic cash-out's field and button share a
// row that wraps.
import { styled } from '@linaria/react';

export const Panel = styled.section`
  display: grid;
  gap: 8px;
  padding: 10px 12px;
  border-radius: 12px;
  border: 1px solid rgba(34, 197, 94, 0.35);
  background: rgba(34, 197, 94, 0.08);
  color: var(--text);
  font-size: 13px;
  &[data-compact] { margin-top: -4px; border-top-left-radius: 4px; border-top-right-radius: 4px; }
  & p { margin: 0; overflow-wrap: anywhere; }
  & .co-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
  & .co-head > span { color: var(--muted); }
  & .co-head b { color: var(--ok); font-size: 16px; font-variant-numeric: tabular-nums; white-space: nowrap; }
  & .co-head .co-open { margin-left: auto; }
  & .co-meta { color: var(--muted); font-size: 12px; }
  & .co-meta b { color: var(--text); font-variant-numeric: tabular-nums; }
  & .co-part { display: grid; gap: 2px; color: var(--muted); font-size: 12px; }
  & .co-part b { color: var(--text); font-variant-numeric: tabular-nums; }
  & input[type='range'] { width: 100%; height: 44px; margin: 0; accent-color: var(--ok); cursor: pointer; }
  & button {
    min-height: 44px; padding: 6px 14px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2);
    color: var(--text); font: inherit; font-weight: 700; line-height: 1.2; cursor: pointer;
  }
  & button:disabled { opacity: 0.5; cursor: default; }
  & .co-take, & .co-open { border: 0; background: var(--ok); color: #05210f; font-weight: 800; }
  & .co-confirm { display: grid; gap: 8px; padding: 10px; border-radius: 10px; background: var(--surface); }
  & .co-actions { display: flex; flex-wrap: wrap; gap: 8px; }
  & .co-actions button { flex: 1 1 120px; }
  & > .co-take { width: 100%; }
  & .co-note { color: var(--muted); }
  & .co-done p { color: var(--ok); font-weight: 700; }
  & .co-error p { color: var(--danger); }
  & .co-done, & .co-error { display: grid; gap: 8px; }
  & .co-auto { display: grid; gap: 4px; padding-top: 8px; border-top: 1px solid var(--border); }
  & .co-auto-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
  & div.co-auto-row { align-items: center; }
  & .co-auto-row > p { flex: 1 1 160px; font-weight: 700; }
  & .co-auto label { flex: 1 1 150px; display: grid; gap: 2px; min-width: 0; color: var(--muted); font-size: 12px; }
  & .co-auto input {
    min-height: 44px; min-width: 0; padding: 6px 10px; border-radius: 10px; border: 1px solid var(--border);
    background: var(--surface); color: var(--text); font: inherit; font-size: 16px; font-variant-numeric: tabular-nums;
  }
  & .co-auto input[aria-invalid] { border-color: var(--danger); }
  & .co-auto-row button { flex: 0 0 auto; }
  & .co-auto-hint { color: var(--muted); font-size: 12px; }
  & .co-auto-wrong { color: var(--danger); font-size: 12px; }
`;
