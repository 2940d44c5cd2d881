// Sport names arrive in English from the server; known ones are shown in the player's language.
import type { MessageId } from '../../i18n/messages.ts';
import { englishMessages } from '../../i18n/load-messages.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

function sportLabelId(serverName: string): MessageId | undefined {
  const id = `sport.${serverName
    .trim()
    .toLowerCase()
    .replace(/^football$/, 'soccer')}`;
  return id in englishMessages ? (id as MessageId) : undefined;
}

/** The name to show for a sport the server names in English: the player's language when known, else as it came. */
export function useSportName(): (serverName: string) => string {
  const t = useT();
  return (serverName) => {
    const id = sportLabelId(serverName);
    return id ? t(id) : serverName;
  };
}
