// Styles of the open betslip: a full-screen sheet on phones, a 360 px panel on the right from 768 px.
import { styled } from '@linaria/react';

export const PanelShell = styled.div`
  position: fixed;
  inset: 0;
  z-index: 80;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px calc(12px + env(safe-area-inset-bottom));
  overflow-y: auto;
  background: var(--surface);
  /* The sheet scrolls: its parts keep their height instead of shrinking to fit. */
  & > * { flex-shrink: 0; }
  @media (min-width: 768px) {
    left: auto;
    width: 360px;
    border-left: 1px solid var(--border);
    box-shadow: -12px 0 32px rgba(0, 0, 0, 0.4);
  }
  & header { display: flex; align-items: center; gap: 8px; }
  & [role='tablist'] { display: flex; gap: 4px; flex: 1; }
  & [role='tab'] {
    flex: 1; height: 34px; border-radius: 8px; border: 1px solid var(--border); background: var(--bg);
    font-size: 11px; font-weight: 800; cursor: pointer;
  }
  & [role='tab'][aria-selected='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
  & .close { width: 34px; height: 34px; border-radius: 8px; border: 1px solid var(--border); background: var(--bg); cursor: pointer; }
  & .meta { display: flex; justify-content: space-between; align-items: center; min-height: 22px; }
  & .badge { padding: 2px 8px; border-radius: 999px; background: rgba(34, 197, 94, 0.18); color: var(--ok); font-weight: 800; font-size: 12px; }
  & .link { border: 0; background: none; color: var(--danger); font-weight: 700; cursor: pointer; }
  & ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  & li {
    display: grid; grid-template-columns: 1fr auto auto; gap: 8px; align-items: center;
    padding: 8px 10px; border-radius: 10px; background: var(--surface-2);
  }
  & li b { display: block; font-size: 13px; }
  & li small { color: var(--muted); font-size: 12px; }
  & li .live { display: inline-block; margin-right: 6px; padding: 0 5px; border-radius: 4px; background: var(--danger); color: #fff; font-size: 10px; font-weight: 800; line-height: 16px; vertical-align: 1px; }
  & .held { font-variant-numeric: tabular-nums; }
  & li .odds { font-weight: 800; font-variant-numeric: tabular-nums; }
  & li .odds [data-move] { border-radius: 4px; padding: 0 2px; animation: pick-moved 1600ms ease-out; }
  & li .odds [data-move='up'] { --moved: rgba(34, 197, 94, 0.55); }
  & li .odds [data-move='down'] { --moved: rgba(248, 113, 113, 0.55); }
  @keyframes pick-moved { from { background: var(--moved); } to { background: transparent; } }
  & li button { width: 28px; height: 28px; border: 0; border-radius: 50%; background: var(--bg); cursor: pointer; }
  /* A changed price waiting for the player: old struck, new in the colour of its move; a suspended pick in red. */
  & li[data-change] { box-shadow: inset 3px 0 0 var(--warn); }
  & li[data-suspended] { box-shadow: inset 3px 0 0 var(--danger); }
  & li .odds { display: flex; align-items: baseline; gap: 4px; white-space: nowrap; }
  & li .odds s { color: var(--muted); font-weight: 600; }
  & li .odds .now[data-dir='up'] { color: var(--ok); }
  & li .odds .now[data-dir='down'] { color: var(--danger); }
  & li .odds .state { color: var(--danger); font-size: 11px; font-weight: 800; text-transform: uppercase; }
  & .policy { display: grid; gap: 4px; font-size: 12px; color: var(--muted); }
  & .policy > div { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px; padding: 3px; border-radius: 10px; background: var(--bg); border: 1px solid var(--border); }
  & .policy button { min-height: 32px; border: 0; border-radius: 8px; background: none; color: var(--muted); font-weight: 700; font-size: 12px; cursor: pointer; }
  & .policy button[aria-pressed='true'] { background: var(--surface-2); color: var(--text); }
  & .empty { color: var(--muted); text-align: center; margin: 20px 0; }
  & .stake { display: grid; gap: 4px; font-size: 12px; color: var(--muted); }
  & .stake input {
    height: 44px; padding: 0 12px; border-radius: 8px; border: 1px solid var(--border);
    background: var(--bg); color: var(--text); font-size: 16px; font-variant-numeric: tabular-nums;
  }
  & dl { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; font-size: 13px; }
  & dt { color: var(--muted); }
  & dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  & .mode { display: grid; grid-template-columns: 1fr 1fr; gap: 4px; padding: 3px; border-radius: 10px; background: var(--bg); border: 1px solid var(--border); }
  & .mode button { height: 32px; border: 0; border-radius: 8px; background: none; color: var(--muted); font-weight: 800; font-size: 12px; cursor: pointer; }
  & .mode button[aria-pressed='true'] { background: var(--surface-2); color: var(--text); }
  & .mode button:disabled { opacity: 0.45; cursor: not-allowed; }
  & .notice { margin: 0; padding: 8px 10px; border-radius: 8px; background: rgba(245, 158, 11, 0.12); color: var(--warn); font-size: 13px; }
  & .error { margin: 0; padding: 8px 10px; border-radius: 8px; background: rgba(248, 113, 113, 0.12); color: var(--danger); font-size: 13px; }
  & .place {
    height: 48px; border: 0; border-radius: 10px; background: var(--ok); color: #05210f;
    font-weight: 800; font-size: 15px; cursor: pointer;
  }
  & .place:disabled { opacity: 0.6; cursor: not-allowed; }
  & .place[data-action='accept'] { background: var(--warn); color: #2a1800; }
  & .place[data-action='blocked'] { background: var(--surface-2); color: var(--danger); font-size: 13px; opacity: 1; }
  & .reference {
    position: fixed; inset: 0; z-index: 5; display: grid; align-content: center; justify-items: center; gap: 10px;
    padding: 24px; background: rgba(3, 7, 18, 0.92); text-align: center;
  }
  & .reference .ok { color: var(--ok); font-weight: 800; font-size: 18px; margin: 0; }
  & .reference code { font-size: 22px; font-weight: 800; letter-spacing: 1px; }
  & .reference button { min-width: 200px; height: 44px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); font-weight: 700; cursor: pointer; }
  & .reference button.place { background: var(--ok); border-color: var(--ok); color: #05210f; }
`;
