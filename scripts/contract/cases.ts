// One request the runner sends, and what it expects of the answer.
export type CaseKind = 'positive' | 'negative' | 'stateful';

/** Which session the request carries: the runner's, none, a made-up one, or a signed-out one. */
export type SessionUse = 'main' | 'none' | 'forged' | 'signedOut' | 'spare';

export type CaseBody =
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; file?: CaseFile };

/** A multipart file part; `base64` content is sent as its bytes. */
export interface CaseFile {
  field: string;
  name: string;
  type: string;
  content: string;
  base64?: boolean;
}

export interface Case {
  kind: CaseKind;
  operationId: string;
  /** What the case does, for the report: `missing required body.jobId`. */
  label: string;
  method: string;
  /** The path with its parameters filled in and encoded, under the API's base. */
  path: string;
  /** Query pairs, sent in this order. */
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: CaseBody;
  session: SessionUse;
  /** Negative cases about the session expect a refusal of the session (ignored_auth). */
  expectsAuthRefusal?: boolean;
  /** Every value comes from the contract's examples: a refusal is positive_data_acceptance. */
  fromExamples?: boolean;
  /** The validator found the request allowed by the contract: a 400 is positive_data_acceptance. */
  contractAllows?: boolean;
  /** A stateful step on something just deleted: a success is use_after_free. */
  expectsGone?: boolean;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  curl: string;
}

export interface Outcome {
  request: SentRequest;
  /** The case sent, kept with a failure so that `--replay` can send it again. */
  testCase?: Case;
  /** undefined when no answer came (timeout or connection failure). */
  answer?: {
    status: number;
    headers: Headers;
    text: string;
    /** The body was longer than the runner keeps (MAX_ANSWER_BYTES): `text` is its start. */
    truncated?: true;
  };
  timedOut: boolean;
  error?: string;
  /** Why no answer came, as the fetch failed (for the one line that ends a run). */
  cause?: unknown;
  ms: number;
}
