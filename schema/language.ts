// The four product languages, by the key stored in browser storage ('or' is Afan Oromo as the spec
// says; formatting uses 'om' because the ISO code 'or' is Odia).
import { enums, type Infer } from 'superstruct';

export const LANGUAGES = ['am', 'en', 'or', 'ti'] as const;
export const Language = enums(LANGUAGES);
export type Language = Infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';
