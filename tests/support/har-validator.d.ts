// har-validator 5 ships no types: the promise API the tests use (resolves with the document, or rejects with a
// HARError whose `errors` are ajv's).
declare module 'har-validator' {
  export function har(data: unknown): Promise<unknown>;
}
