// The account forms' read side: table accountForms holds a row per form, and this names the forms and which form a
// command's state lands on. The materializers write that row, the command handlers check it and the screens read
// it by the same name, so all three agree on where a command's outcome shows. Wallet refresh and mark-seen have no form.
import type { AccountCommand } from '../../schema/commands.ts';

export type AccountForm = 'login' | 'register' | 'restore' | 'logout' | 'password';

export function formOf(command: AccountCommand): AccountForm | null {
  switch (command) {
    case 'login':
    case 'logout':
      return command;
    // Telegram's sign-in (issue 34) is a login: a refusal (not linked yet) shows where a login's would.
    case 'telegram':
      return 'login';
    case 'register':
    case 'verify':
      return 'register';
    case 'reset':
    case 'resetVerify':
    case 'update':
      return 'restore';
    case 'changePassword':
      return 'password';
    default:
      return null;
  }
}
