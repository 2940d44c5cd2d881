// Styles of the Statement screen: a header with back, then one card per entry — what and when on the left, the
// signed amount and the balance after on the right; one column on phones, centred and at most 760 px on desktop.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 760px; margin: 0 auto; padding: 12px 12px 96px;
  & > header { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 8px; margin-bottom: 10px; }
  & h1 { margin: 0; font-size: 20px; }
  & .icon { min-width: 40px; height: 40px; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 700; cursor: pointer; }
  & ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  & .row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 12px; padding: 12px; border-radius: 12px; border: 1px solid var(--border); background: var(--surface); }
  & .what { font-weight: 700; font-size: 15px; overflow-wrap: anywhere; }
  & .amount { font-weight: 800; font-size: 15px; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  & .amount[data-sign='+'] { color: var(--ok); }
  & .amount[data-sign='-'] { color: var(--danger); }
  & .amount[data-sign='pts'] { color: var(--azure); }
  & .when, & .ref { font-size: 12px; color: var(--muted); font-variant-numeric: tabular-nums; }
  & .ref code { color: var(--text); font-weight: 700; overflow-wrap: anywhere; }
  & .after { font-size: 12px; color: var(--muted); text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  & .after b { color: var(--text); }
  & .count { margin: 10px 0 0; text-align: center; font-size: 12px; color: var(--muted); }
  & .more { display: block; margin: 10px auto 0; height: 42px; padding: 0 22px; border-radius: 999px; border: 0; background: var(--accent); color: #fff; font-weight: 800; cursor: pointer; }
  & .more:disabled { opacity: 0.6; }
  & .login { display: grid; gap: 12px; justify-items: center; padding: 28px 16px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); text-align: center; }
  & .login p { margin: 0; color: var(--muted); }
`;
