// Ethiopian phone numbers (spec §5/§9): country code 251 and 9 national digits, starting with 9
// (Ethio Telecom) or 7 (Safaricom). Accepts what people type (0911…, 911…, 251911…, +251 911 …) and
// returns the one canonical form '+2519XXXXXXXX', or null when it is not such a number.
const PHONE_COUNTRY_CODE = '251';

export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+?251|0)?([79]\d{8})$/.exec(compact);
  return match ? `+${PHONE_COUNTRY_CODE}${match[1]}` : null;
}

/** '+251911223344' → '+251 91 122 3344' style is not needed; masking keeps numbers out of logs. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 6)}****${phone.slice(-2)}` : '****';
}
