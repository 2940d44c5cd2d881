// The preferences family: language, low-data mode, date style and odds format, each one store value. On the home route.
import { PreferenceEventPayloads } from '../../schema/preference-events.ts';
import { defineFamily } from './define.ts';

export const preferencesFamily = defineFamily('preferences', {
  payloads: PreferenceEventPayloads,
  materializers: {
    'v1.LanguageSelected': ({ store }, p) => {
      store.setValue('language', p.language);
    },
    'v1.SaveDataChanged': ({ store }, p) => {
      store.setValue('save_data', p.on);
    },
    'v1.DateStyleChanged': ({ store }, p) => {
      store.setValue('calendar', p.calendar);
      store.setValue('clock', p.clock);
    },
    'v1.OddsFormatChanged': ({ store }, p) => {
      store.setValue('odds_format', p.format);
    },
  },
  commands: {},
});
