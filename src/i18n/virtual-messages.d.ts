// Catalogues compiled to ICU ASTs by build/messages-plugin.ts.
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
