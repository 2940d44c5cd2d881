// Styles of the Check Ticket form (the modal's are in src/tickets/ticket-style.ts).
import { styled } from '@linaria/react';

export const Sheet = styled.section`
  padding: 16px 12px;
  & form { display: grid; gap: 12px; max-width: 480px; margin: 0 auto; padding: 20px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); }
  & h1 { margin: 0; font-size: 20px; }
  & label { display: grid; gap: 4px; font-size: 12px; color: var(--muted); }
  & input { height: 46px; padding: 0 12px; border-radius: 8px; border: 1px solid var(--border); background: var(--bg); color: var(--text); font-size: 16px; letter-spacing: 0.5px; }
  & form button { height: 46px; border: 0; border-radius: 10px; background: var(--accent); color: #fff; font-weight: 800; cursor: pointer; }
  & form button:disabled { opacity: 0.5; cursor: default; }
  & .error { margin: 0; padding: 8px 10px; border-radius: 8px; background: rgba(248, 113, 113, 0.12); color: var(--danger); font-size: 13px; }
  & .results-link { display: flex; align-items: center; justify-content: center; max-width: 480px; min-height: 44px; margin: 12px auto 0; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 700; text-decoration: none; }
`;
