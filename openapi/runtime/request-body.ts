// Reading an API request's body off the socket, bounded, and parsing it by its media type: JSON,
// form-encoded, or multipart (busboy): the one body reader of the simulator and the validating proxy. What cannot be read becomes a refusal the pipeline sends
// after routing, so that every refusal is journalled under its operation.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** A JSON or form body larger than this is refused unread. */
export const BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** The upload ceiling before a handler applies the spec's own limits. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** Nesting deeper than this is refused before parsing: no contract body comes near it. */
export const MAX_JSON_DEPTH = 32;
const MULTIPART_FIELDS = 50;

/** A file part of a multipart body, as handlers read it. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}
const MULTIPART_FIELD_BYTES = 64 * 1024;

export type MediaType = 'json' | 'form' | 'multipart';

export type RequestBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string | string[]> }
  | { kind: 'multipart'; fields: Record<string, string>; files: UploadedFile[] }
  /** A body the simulator could not take: refused with its reason, naming `param`. */
  | { kind: 'refused'; mediaType: string; param: string; message: string };

const MEDIA_TYPES: Record<string, MediaType> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/** The media type of a Content-Type header, lower case and without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether the request carries a body at all (RFC 9112: a length or a transfer coding). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function refused(mediaType: string, message: string, param = 'body'): RequestBody {
  return { kind: 'refused', mediaType, param, message };
}

/** Deepest nesting of arrays and objects in a JSON text, strings skipped; stops past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

function readAll(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(mediaType: string, text: string): RequestBody {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return refused(mediaType, `is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return refused(mediaType, 'is not valid JSON');
  }
}

function parseForm(text: string): RequestBody {
  const value: Record<string, string | string[]> = {};
  for (const [name, field] of new URLSearchParams(text)) {
    const before = value[name];
    value[name] =
      before === undefined ? field : Array.isArray(before) ? [...before, field] : [before, field];
  }
  return { kind: 'form', value };
}

function readMultipart(req: IncomingMessage, mediaType: string): Promise<RequestBody> {
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let outcome: RequestBody | undefined;
    const refuse = (message: string, param = 'body') => {
      outcome ??= refused(mediaType, message, param);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a part's file name as UTF-8 bytes (`Nguyễn Văn An CV.pdf`); busboy's
        // default reads them as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          fileSize: UPLOAD_LIMIT_BYTES,
          files: 1,
          fields: MULTIPART_FIELDS,
          fieldSize: MULTIPART_FIELD_BYTES,
        },
      });
    } catch {
      req.resume();
      resolve(refused(mediaType, 'is not a readable multipart body (no boundary)'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) refuse(`is longer than ${MULTIPART_FIELD_BYTES} bytes`, name);
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(`is larger than ${UPLOAD_LIMIT_BYTES} bytes`, name));
      // A body cut off inside the file part errors the file stream as well as the parser: without
      // this listener the error is unhandled and stops the process (audit 2026-11-26, C1).
      stream.on('error', () => refuse('is not a readable multipart body (cut off inside a file)'));
      stream.on('close', () => {
        const buffer = Buffer.concat(chunks);
        files.push({
          fieldname: name,
          originalname: info.filename ?? '',
          mimetype: info.mimeType,
          size: buffer.length,
          buffer,
        });
      });
    });
    parser.on('filesLimit', () => refuse('carries more than one file', 'file'));
    parser.on('fieldsLimit', () => refuse(`carries more than ${MULTIPART_FIELDS} fields`));
    parser.on('error', () => {
      refuse('is not a readable multipart body');
      req.unpipe(parser);
      req.resume();
      resolve(outcome ?? refused(mediaType, 'is not a readable multipart body'));
    });
    parser.on('close', () => resolve(outcome ?? { kind: 'multipart', fields, files }));
    req.pipe(parser);
  });
}

/** A forwarded body is kept up to this many bytes; past it the request is refused as too large. */
const KEPT_RAW_BYTES = UPLOAD_LIMIT_BYTES + BODY_LIMIT_BYTES;

/**
 * Reads and parses the body of an API request. `raw`, when given, receives the bytes as they come
 * (the validating proxy forwards them as sent), up to KEPT_RAW_BYTES.
 */
export async function readRequestBody(req: IncomingMessage, raw?: Buffer[]): Promise<RequestBody> {
  if (!hasBody(req)) return { kind: 'none' };
  if (raw) {
    let kept = 0;
    req.on('data', (chunk: Buffer) => {
      kept += chunk.length;
      if (kept <= KEPT_RAW_BYTES) raw.push(chunk);
    });
  }
  const mediaType = mediaTypeOf(req.headers['content-type']);
  const kind = MEDIA_TYPES[mediaType];
  if (kind === 'multipart') return readMultipart(req, mediaType);
  const bytes = await readAll(req, BODY_LIMIT_BYTES);
  if (!bytes) return refused(mediaType, `is larger than ${BODY_LIMIT_BYTES} bytes`);
  if (bytes.length === 0) return { kind: 'none' };
  if (kind === 'json') return parseJson(mediaType, bytes.toString('utf8'));
  if (kind === 'form') return parseForm(bytes.toString('utf8'));
  return refused(mediaType, `has media type '${mediaType || 'none'}', which is not accepted`);
}
