// Styles of a game list's area (issue 15): the panel a failed first read shows in place of the grid — its text, Try
// Again, and for the lists that have one more way out (the virtual games' Back) a row of round buttons.
import { styled } from '@linaria/react';

export const Failed = styled.div`
  display: grid; gap: 10px; justify-items: center; padding: 28px 16px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); text-align: center;
  & strong { color: var(--danger); font-size: 16px; }
  & p { margin: 0; color: var(--muted); font-size: 14px; }
  & .buttons { display: flex; gap: 10px; flex-wrap: wrap; justify-content: center; }
  & .buttons button { height: 40px; padding: 0 18px; border-radius: 999px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 800; cursor: pointer; }
  & .buttons button[data-primary] { border: 0; background: var(--accent); color: #fff; }
`;
