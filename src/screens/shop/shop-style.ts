// Styles of the shop counter: desktop-first (a counter PC at 1366×768: reference field and ticket panel side by
// side, big type, the field 56 px high), one column on a phone. Colours are the app's variables.
import { styled } from '@linaria/react';

export const Counter = styled.section`
  max-width: 1180px; margin: 0 auto; padding: 16px 12px 96px; display: grid; gap: 14px;
  & > header { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
  & h1 { margin: 0; font-size: 22px; flex: 1; }
  & .who { font-size: 13px; color: var(--muted); }
  & .ghost { height: 40px; padding: 0 14px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 700; cursor: pointer; }
  & .ghost[aria-pressed='true'] { border-color: var(--accent); color: var(--accent); }
  & .desk { display: grid; gap: 14px; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 900px) { & .desk { grid-template-columns: minmax(320px, 5fr) minmax(0, 7fr); align-items: start; } }
  & .card { padding: 18px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); display: grid; gap: 12px; }
  & label { display: grid; gap: 6px; font-size: 13px; color: var(--muted); }
  & input { height: 56px; padding: 0 12px; border-radius: 10px; border: 2px solid var(--border); background: var(--bg); color: var(--text); font-size: clamp(18px, 5.6vw, 24px); font-weight: 800; letter-spacing: 0.5px; text-transform: uppercase; min-width: 0; width: 100%; box-sizing: border-box; }
  & input:focus { outline: none; border-color: var(--accent); }
  & .row { display: flex; gap: 10px; flex-wrap: wrap; }
  & .primary, & .secondary { min-height: 52px; padding: 8px 16px; line-height: 1.25; border-radius: 12px; font-size: 17px; font-weight: 800; cursor: pointer; flex: 1 1 150px; }
  & .primary { border: 0; background: var(--accent); color: #fff; }
  & .secondary { border: 1px solid var(--border); background: var(--bg); color: var(--text); }
  & .primary:disabled, & .secondary:disabled { opacity: 0.5; cursor: default; }
  & .keys { margin: 0; font-size: 12px; color: var(--muted); }
  & kbd { padding: 1px 6px; border-radius: 4px; border: 1px solid var(--border); background: var(--bg); font-size: 11px; }
  & .error { margin: 0; padding: 10px 12px; border-radius: 8px; background: rgba(248, 113, 113, 0.12); color: var(--danger); font-size: 14px; font-weight: 600; }
  & .ok { margin: 0; padding: 10px 12px; border-radius: 8px; background: rgba(74, 222, 128, 0.12); color: var(--ok); font-size: 15px; font-weight: 800; }
  & .ticket header { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; }
  & .ticket code { font-size: 20px; font-weight: 800; }
  & .state { padding: 4px 10px; border-radius: 999px; font-size: 13px; font-weight: 800; background: var(--bg); border: 1px solid var(--border); }
  & .state[data-state='won_unpaid'], & .state[data-state='void'] { color: var(--ok); border-color: var(--ok); }
  & .state[data-state='lost'], & .state[data-state='expired'] { color: var(--danger); border-color: var(--danger); }
  & .state[data-state='paid'] { color: var(--azure); border-color: var(--azure); }
  & ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  & li { display: flex; justify-content: space-between; gap: 10px; padding: 8px 10px; border-radius: 8px; background: var(--bg); font-size: 14px; }
  & li small { display: block; color: var(--muted); font-size: 12px; }
  & dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 14px; font-size: 15px; }
  & dt { color: var(--muted); }
  & dd { margin: 0; text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
  & dd.big { font-size: 22px; font-weight: 900; }
  & .figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
  & .figures div { padding: 12px; border-radius: 10px; background: var(--bg); display: grid; gap: 4px; }
  & .figures span { font-size: 12px; color: var(--muted); }
  & .figures b { font-size: 20px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  & .moves li span:last-child { font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
  & .moves li[data-kind='payout'] span:last-child, & .moves li[data-kind='cashout'] span:last-child { color: var(--danger); }
  & .cashout { display: grid; gap: 10px; padding-top: 12px; border-top: 1px solid var(--border); }
  & .cashout .offer { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; color: var(--muted); font-size: 14px; }
  & .cashout .offer b { font-size: 22px; font-weight: 900; color: var(--text); font-variant-numeric: tabular-nums; }
  & .cashout .confirm p { margin: 0 0 10px; font-size: 15px; font-weight: 700; }
  & .state[data-state='cashed_out'] { color: var(--azure); border-color: var(--azure); }
  & .handover { font-size: 18px; }
  & .empty { margin: 0; color: var(--muted); font-size: 14px; }
  & .signin { max-width: 420px; width: 100%; margin: 24px auto 0; }
  & .signin input { font-size: 18px; text-transform: none; letter-spacing: 0; font-weight: 600; }
`;
