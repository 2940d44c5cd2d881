// Browser-storage writes that may fail (private mode, a full quota): the state still holds for this visit,
// so a failed write is dropped rather than thrown into the event pipeline.

export function writeQuietly(write: () => void): void {
  try {
    write();
  } catch {
    // nothing to do: the store keeps the state; only persistence across a reload is lost
  }
}
