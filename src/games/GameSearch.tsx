// A game list's search box (issue 15): the list's own placeholder, which is also its accessible name, and every key
// handed up at once (a list that asks the server waits for the search to settle itself). A list styles it in place
// through its tools' `input` rule, or passes its own styled input.
import type { ComponentType, InputHTMLAttributes } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  /** A styled input to render instead of the plain one. */
  Input?: ComponentType<InputHTMLAttributes<HTMLInputElement>>;
}

export function GameSearch({ label, value, onChange, testId = 'games-search', Input }: Props) {
  const props = {
    type: 'search',
    'data-testid': testId,
    placeholder: label,
    'aria-label': label,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return Input ? <Input {...props} /> : <input {...props} />;
}
