// Amounts as every channel writes them (issue 34): ETB with two decimals. `etb` groups thousands (1,234.50) for SMS,
// Telegram and receipts; `plainEtb` does not (1234.50), for the USSD screen's 182 characters.
const GROUPED = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Cents (a number, or an int8 column's text) as ETB with grouped thousands: 123450 → '1,234.50'. */
export const etb = (cents: number | string | bigint): string => (Number(cents) / 100).toLocaleString('en-US', GROUPED);

/** Cents as ETB without grouping: 123450 → '1234.50'. */
export const plainEtb = (cents: number): string => (cents / 100).toFixed(2);
