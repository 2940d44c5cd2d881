// Styles of the search view (issue 29): the field on top (sticky under the header on phones), then the result
// groups. Names wrap rather than being cut: a long league or club name stays readable at 360 px.
import { styled } from '@linaria/react';

export const Root = styled.div`
  padding: 0 0 24px;
  @media (min-width: 768px) {
    max-width: 760px;
    margin: 0 auto;
  }
`;
export const Field = styled.form`
  position: sticky;
  top: 56px;
  z-index: 5;
  display: flex;
  gap: 8px;
  padding: 10px 12px;
  background: var(--bg);
  border-bottom: 1px solid var(--border);
  @media (min-width: 768px) {
    top: 64px;
    padding: 12px 0;
  }
  & input {
    flex: 1;
    min-width: 0;
    height: 44px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid var(--border);
    background: var(--surface);
    color: inherit;
    font-size: 16px;
  }
  /* The field's own clear button is the translated one beside it, not the browser's unlabelled cross. */
  & input::-webkit-search-cancel-button {
    display: none;
  }
  & button {
    flex: none;
    height: 44px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    font-weight: 700;
    cursor: pointer;
  }
`;
export const Group = styled.section`
  margin-top: 12px;
  & h2 {
    margin: 0;
    padding: 8px 12px;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.4px;
    text-transform: uppercase;
    color: var(--muted);
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    background: var(--surface);
    border-top: 1px solid var(--border);
  }
  @media (min-width: 768px) {
    & ul {
      border: 1px solid var(--border);
      border-radius: var(--radius);
      overflow: hidden;
    }
  }
`;
export const Hit = styled.li`
  border-bottom: 1px solid var(--border);
  & a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 52px;
    padding: 8px 12px;
  }
  & a:hover {
    background: var(--surface-2);
  }
  & .text {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & .text b {
    display: block;
    font-size: 14px;
  }
  & .text small {
    display: block;
    color: var(--muted);
    font-size: 12px;
  }
  & .count {
    flex: none;
    color: var(--muted);
    font-size: 12px;
    white-space: nowrap;
  }
`;
export const Note = styled.p`
  margin: 16px 12px 0;
  color: var(--muted);
  font-size: 13px;
  &[data-error] {
    color: var(--warn, #fbbf24);
  }
`;
