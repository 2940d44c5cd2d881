// Styles of the deposit page (desktop, 800 px wide) and the phone's Payments screen (companion §2).
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 800px;
  margin: 0 auto;
  padding: 12px;
  & h1 {
    margin: 4px 0 12px;
    font-size: 20px;
  }
`;
export const Tabs = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 12px;
  padding: 4px;
  border-radius: 12px;
  background: var(--surface);
  border: 1px solid var(--border);
  & button {
    flex: 1;
    min-width: 0;
    height: 40px;
    border: 0;
    border-radius: 9px;
    background: transparent;
    color: var(--muted);
    font-weight: 800;
    font-size: 13px;
    cursor: pointer;
  }
  & button[aria-selected='true'] {
    background: var(--accent);
    color: #fff;
  }
`;
export const Box = styled.div`
  padding: 20px 16px;
  border-radius: 12px;
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  & p {
    margin: 0 0 6px;
  }
  & small {
    color: var(--muted);
  }
  & button {
    margin-top: 12px;
    padding: 10px 22px;
    border: 0;
    border-radius: 999px;
    background: var(--accent);
    color: #fff;
    font-weight: 800;
    cursor: pointer;
  }
`;
export const MethodRow = styled.div`
  margin-bottom: 8px;
  border-radius: 12px;
  background: var(--surface);
  border: 1px solid var(--border);
  overflow: hidden;
  & > button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 12px 14px;
    border: 0;
    background: transparent;
    color: var(--text);
    font-weight: 700;
    font-size: 15px;
    text-align: left;
    cursor: pointer;
  }
  & > button .chevron {
    margin-left: auto;
    color: var(--muted);
    transition: transform 0.15s;
  }
  & > button[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;
export const Badge = styled.span`
  padding: 2px 7px;
  border-radius: 6px;
  background: var(--accent-soft);
  color: #d9ccff;
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.3px;
  text-transform: uppercase;
  white-space: nowrap;
`;
export const Logo = styled.span`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  color: #fff;
  font-size: 12px;
  font-weight: 900;
  &[data-logo='telebirr'] { background: #0a7cc2; }
  &[data-logo='cbe'] { background: #7b2d8e; }
  &[data-logo='mpesa'] { background: #d62828; }
  &[data-logo='santimpay'] { background: #16a34a; }
`;
export const Cards = styled.div`
  display: grid;
  gap: 10px;
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
export const Card = styled.div`
  display: grid;
  gap: 8px;
  padding: 14px;
  border-radius: 12px;
  background: var(--surface);
  border: 1px solid var(--border);
  & .head {
    display: flex;
    align-items: center;
    gap: 10px;
    font-weight: 800;
    font-size: 15px;
  }
  & .head ${Badge} {
    margin-left: auto;
  }
  & .facts {
    display: grid;
    gap: 2px;
    color: var(--muted);
    font-size: 12px;
  }
  & > button {
    height: 40px;
    border: 0;
    border-radius: 10px;
    background: var(--accent);
    color: #fff;
    font-weight: 800;
    cursor: pointer;
  }
`;
export const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 14px;
  border-top: 1px solid var(--border);
  &[data-variant='mobile'] {
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface);
  }
  & h2 {
    margin: 0;
    font-size: 16px;
  }
  & label {
    display: grid;
    gap: 4px;
    font-size: 12px;
    color: var(--muted);
  }
  & .field {
    display: flex;
    align-items: center;
    height: 46px;
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--bg);
    overflow: hidden;
  }
  & .field span {
    padding: 0 10px;
    color: var(--muted);
    font-weight: 700;
    font-size: 14px;
  }
  & .field input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0 10px;
    border: 0;
    background: transparent;
    color: var(--text);
    font-size: 16px;
  }
  & .field input:disabled {
    color: var(--muted);
  }
  & .quick {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 6px;
  }
  & .quick button {
    height: 36px;
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 700;
    cursor: pointer;
  }
  & button[type='submit'] {
    height: 48px;
    border: 0;
    border-radius: 10px;
    background: var(--ok);
    color: #05210f;
    font-weight: 900;
    letter-spacing: 0.5px;
    cursor: pointer;
  }
  & button[type='submit']:disabled {
    opacity: 0.5;
    cursor: default;
  }
  & .note {
    margin: 0;
    color: var(--muted);
    font-size: 12px;
  }
  & .warn {
    margin: 0;
    color: var(--warn);
    font-size: 12px;
  }
  & .error {
    margin: 0;
    padding: 8px 10px;
    border-radius: 8px;
    background: rgba(248, 113, 113, 0.12);
    color: var(--danger);
    font-size: 13px;
  }
`;
export const Back = styled.button`
  justify-self: start;
  margin-bottom: 8px;
  padding: 6px 12px;
  border-radius: 8px;
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  font-weight: 700;
  cursor: pointer;
`;
