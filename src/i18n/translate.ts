// The translate function the provider hands to components: looks an id up in the shown language's
// catalogue, else in English, else shows the id itself (as react-intl did), and formats it (format.ts).
import type { CompiledMessages } from './load-messages.ts';
import { formatMessage, type MessageValues } from './format.ts';
import type { MessageId } from './messages.ts';

export type Translate = (id: MessageId, values?: MessageValues) => string;

const warned = new Set<string>();

/**
 * `messages` is read at call time, never copied: load-messages.ts adds a language's lazy part to this same
 * object in place without notifying (restArrived), and lazy screens rely on seeing those ids.
 */
export function createTranslator(messages: CompiledMessages, locale: string, english: CompiledMessages): Translate {
  return (id, values) => {
    const own = messages[id];
    if (own) {
      return formatMessage(own, values, locale);
    }
    const fallback = english[id];
    if (fallback) {
      // English text follows English plural rules.
      return formatMessage(fallback, values, 'en');
    }
    if (import.meta.env.DEV && !warned.has(id)) {
      warned.add(id);
      console.warn(`[i18n] missing message id "${id}"`);
    }
    return id;
  };
}
