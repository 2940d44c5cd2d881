// A server row as TinyBase cells: TinyBase keeps strings, numbers and booleans, so a null (or absent) field is left
// out — a missing cell reads as "none" in the screens. Shared by the desks' stores.
export type Cells = Record<string, string | number | boolean>;

export const cellsOf = (row: object): Cells => {
  const cells: Cells = {};
  for (const [key, value] of Object.entries(row)) {
    if (value !== null && value !== undefined) {
      cells[key] = value as string | number | boolean;
    }
  }
  return cells;
};
