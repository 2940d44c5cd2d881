// The state of a command sent from one form (issue 33's desks): idle until this form sends, then the command's state
// as the engine reports it; `onDone` runs once it is done, and forget() drops the message when the form is edited
// (it spoke of the form as it was). Command state is kept per intent type, so a form shows only what it sent.
import { useEffect, useRef, useState } from 'react';
import type { Intent, IntentType } from '../../../sync/backoffice/events.ts';
import { type CommandState, useCommand, useEngine } from '../data.tsx';

const IDLE: CommandState = { state: 'idle', code: null, message: null };

/** A command sent from this form: its state once sent from here (idle before), the send, `onDone` once done, and
 * forget (an edit after an answer takes its message away: it spoke of the form as it was). */
export function useSent(command: IntentType, onDone: () => void): { said: CommandState; send: (intent: Intent) => void; forget: () => void } {
  const engine = useEngine();
  const state = useCommand(command);
  const [sent, setSent] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const said = sent ? state : IDLE;
  useEffect(() => {
    if (said.state === 'done') {
      done.current();
    }
  }, [said.state]);
  return {
    said,
    send: (intent) => {
      setSent(true);
      engine.dispatch(intent);
    },
    forget: () => setSent(false),
  };
}
