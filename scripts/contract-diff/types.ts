// The shapes the contract diff works with: JSON values, a change as the diff reports it, and the
// part of the web app's usage a change touches (what decides feltByWebApp).
import type { Json, JsonObject } from '../../openapi/runtime/contract';

export type { Json, JsonObject };

export type Level = 'breaking' | 'non-breaking';

/** What a change touches, so that the usage file can say whether the web app would feel it. */
export type Scope =
  | { kind: 'operation' }
  | { kind: 'parameter'; in: string; name: string }
  /** A request body field, as a path of property names (`[]` for array items). */
  | { kind: 'request-field'; field: string[] }
  /** A response field (empty path: the body itself), or a response status or header. */
  | { kind: 'response-field'; field: string[] };

export interface Change {
  operationId: string;
  /** A JSON pointer into the bundled contract (the revision's, or the base's for a removal). */
  location: string;
  /** oasdiff's rule id where it has one, in its style where it has none. */
  rule: string;
  level: Level;
  /** A short phrase for the table: `query parameter "limit"`, `field jobs[].title`. */
  detail: string;
  scope: Scope;
}

export interface ReportedChange {
  operationId: string;
  location: string;
  rule: string;
  level: Level;
  feltByWebApp: boolean;
}

export interface DiffReport {
  changes: ReportedChange[];
  summary: { breaking: number; nonBreaking: number; feltByWebApp: number };
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One step of a JSON pointer, escaped (`/` as `~1`, `~` as `~0`). */
export function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...parts: Array<string | number>): string {
  return parts.map((p) => `/${escapePointer(String(p))}`).join('');
}
