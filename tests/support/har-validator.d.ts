// har-validator ships no types: the one call the tests make.
declare module 'har-validator' {
  /** Resolves (with the document) when it is valid HAR 1.2; rejects with the schema's errors. */
  export function har(data: unknown): Promise<unknown>;
}
