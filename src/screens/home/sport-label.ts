// Sport names arrive in English from the server; known ones are shown in the player's language.
import type { MessageId } from '../../i18n/messages.ts';
import { englishMessages } from '../../i18n/load-messages.ts';

export function sportLabelId(serverName: string): MessageId | undefined {
  const id = `sport.${serverName.trim().toLowerCase().replace(/^football$/, 'soccer')}`;
  return id in englishMessages ? (id as MessageId) : undefined;
}
