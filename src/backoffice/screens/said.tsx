// What a form's command said (issue 33's desks): the server's refusal as an alert, or, when the form gives one, what
// its success means as a status — nothing while idle or busy. Every desk's form shows its answer through this; the
// refusal shows in the operator's language (refusals.ts).
import type { CommandState } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert } from '../styles.ts';

/** The server's refusal, or (when given) what a success means. */
export function Said({ said, ok }: { said: CommandState; ok?: string }) {
  const { say } = useI18n();
  if (said.state === 'failed') {
    return (
      <p className={alert} role="alert">
        {say(said.message)}
      </p>
    );
  }
  return said.state === 'done' && ok !== undefined ? (
    <p className={alert} data-kind="ok" role="status">
      {ok}
    </p>
  ) : null;
}
