// Build-time configuration: merchant id and key come from MERCHANT_ID / MERCHANT_API_KEY when the
// client is built (vite.config.ts). The key ships inside the client: it proves integrity, not identity.
declare const __MERCHANT_ID__: string;
declare const __MERCHANT_API_KEY__: string;

export const CONFIG = {
  merchantId: __MERCHANT_ID__,
  merchantApiKey: __MERCHANT_API_KEY__,
  /** Same origin by default: the reference server serves the client and the API on one port. */
  apiBase: '',
  languageStorageKey: 'language',
} as const;
