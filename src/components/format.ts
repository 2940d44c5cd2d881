// Amounts as players read them: two decimals with thousands separators ('1,234.50'); the currency is
// shown beside it by the caller. One formatter for ETB numbers from the wire and cents from the domain.

export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatCentsAmount(cents: number): string {
  return formatAmount(cents / 100);
}
