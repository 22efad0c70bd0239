// A request body read as the contract describes it: JSON, form fields, or multipart fields (a
// file part stands as its file name), so that it can be validated.
import busboy from 'busboy';
import { Readable } from 'node:stream';

function multipartFields(contentType: string, raw: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    try {
      const parser = busboy({ headers: { 'content-type': contentType } });
      parser.on('field', (name: string, value: string) => (fields[name] = value));
      parser.on('file', (name: string, stream: Readable, info: { filename: string }) => {
        fields[name] = info.filename;
        stream.resume();
      });
      parser.on('close', () => resolve(fields));
      parser.on('error', () => resolve(fields));
      Readable.from(raw).pipe(parser);
    } catch {
      resolve(fields);
    }
  });
}

/** The parsed body, undefined when there is none, or the raw text when it does not parse. */
export async function readBody(contentType: string | undefined, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined;
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (media === 'application/json' || media.endsWith('+json')) {
    try {
      return JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      return raw.toString('utf8');
    }
  }
  if (media === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  if (media === 'multipart/form-data') return multipartFields(contentType ?? '', raw);
  return raw.toString('utf8');
}
