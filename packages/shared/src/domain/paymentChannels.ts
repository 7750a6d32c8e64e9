export interface SortablePaymentChannel {
  readonly id: number;
  readonly sortOrder: number;
}

/** GET /paymentChannels: list sorted by sortOrder then id (section 7). */
export function sortPaymentChannels<T extends SortablePaymentChannel>(channels: readonly T[]): T[] {
  return [...channels].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}
