// Styles shared by every ticket view: the status badge colours of companion §2 (won green, lost red,
// void grey, pending yellow) and the ticket modal of Check Ticket and Bet History.
import { styled } from '@linaria/react';

export const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 800;
  white-space: nowrap;
  &[data-colour='green'] { background: rgba(34, 197, 94, 0.18); color: var(--ok); }
  &[data-colour='red'] { background: rgba(248, 113, 113, 0.18); color: var(--danger); }
  &[data-colour='grey'] { background: rgba(148, 163, 184, 0.2); color: #cbd5e1; }
  &[data-colour='yellow'] { background: rgba(245, 158, 11, 0.18); color: var(--warn); }
`;

export const ModalShell = styled.div`
  position: fixed; inset: 0; z-index: 90; display: grid; place-items: center; padding: 16px; background: rgba(3, 7, 18, 0.75);
  & .card { width: 100%; max-width: 440px; max-height: 90vh; overflow-y: auto; display: grid; gap: 12px; padding: 18px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); }
  & .card header { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
  & .card code { font-weight: 800; font-size: 16px; overflow-wrap: anywhere; }
  & ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  & li { display: grid; grid-template-columns: 1fr auto auto; gap: 8px; align-items: center; padding: 8px 10px; border-radius: 10px; background: var(--surface-2); }
  & li b { display: block; font-size: 13px; }
  & li small { color: var(--muted); font-size: 12px; }
  /* A settled leg's link to its match's result (issue 29): a full-height tap target under the teams. */
  & li .result { display: inline-flex; align-items: center; min-height: 32px; color: var(--azure); font-size: 12px; font-weight: 700; }
  & .odds { font-weight: 800; font-variant-numeric: tabular-nums; }
  & dl { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; font-size: 14px; }
  & dt { color: var(--muted); }
  & dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
  & .card > button { height: 44px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 700; cursor: pointer; }
`;
