// Options shared by the mutations that may be retried.

export interface MutationOptions {
  /**
   * Sent as the Idempotency-Key header: a retried add with the same key is applied once
   * (docs/architecture.md, known traps: "a retried add-to-cart must not add twice").
   */
  idempotencyKey?: string;
}

export function idempotencyHeaders(options: MutationOptions | undefined): Record<string, string> {
  return options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
}
