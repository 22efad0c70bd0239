// Shared by the simulator's behaviour tests (otp, alerts, profile, seeker cards), on top of
// tests/support: a simulator whose clock the test moves (resend waits, expiries, ordering), reply
// checks against the independent contract validator, and small builders for uploads.
import { get } from 'node:http';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { ContractValidator } from '../support/contract-validator';
import { startSimulator, type TestSimulator } from '../support/sim';

/** A fixed start, so that day boundaries and dated figures never depend on when tests run. */
export const TEST_START = new Date('2026-03-02T09:00:00.000Z');
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A clock the simulator reads; tests move it to pass waits and expiries. */
export class TestClock {
  private at: number;

  constructor(startAt: Date = TEST_START) {
    this.at = startAt.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

export interface ClockedSimulator extends TestSimulator {
  clock: TestClock;
}

/** The simulator in-process on a fresh data folder, reading `clock`; works with tests/support. */
export async function startClockedSimulator(clock = new TestClock()): Promise<ClockedSimulator> {
  return { ...(await startSimulator({}, { now: () => clock.now() })), clock };
}

/** The persisted state as text, for "nothing changed" checks. */
export function stateOf(simulator: TestSimulator): string {
  return JSON.stringify(simulator.context.store.state);
}

const validator = new ContractValidator();

interface Reply {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Checks a typed client's reply: the status, and the body against the contract with the
 * independent validator. Answers the body (data or error).
 */
export function expectReply(operationId: string, reply: Reply, status: number): unknown {
  const body = reply.data ?? reply.error;
  expect(reply.response.status, JSON.stringify(body)).toBe(status);
  expect(validator.check(operationId, status, body)).toEqual([]);
  return body;
}

/** The same check for a raw reply (tests/support/raw). */
export function expectRaw(
  operationId: string,
  reply: { status: number; body: unknown },
  status: number,
): unknown {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(validator.check(operationId, status, reply.body)).toEqual([]);
  return reply.body;
}

/** The first entry of a status-1 envelope, for "names the field" checks. */
export function firstError(body: unknown): { param?: string; msg: string; location?: string } {
  const errs = (body as { errors?: { errs?: Array<{ param?: string; msg: string }> } }).errors
    ?.errs;
  const first = errs?.[0];
  if (!first) throw new Error(`Not a status-1 envelope: ${JSON.stringify(body)}`);
  return first;
}

/** The errorCode of a success:false envelope. */
export function errorCode(body: unknown): string | undefined {
  return (body as { errorCode?: string }).errorCode;
}

/** Options for an upload call: a placeholder body and a serializer that sends `file`. */
export function multipart(
  fileName: string,
  bytes: Uint8Array,
  type = 'application/octet-stream',
): { body: { file: string }; bodySerializer: () => FormData } {
  return {
    body: { file: fileName },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(bytes)], { type }), fileName);
      return form;
    },
  };
}

/** A GET of a non-API path of the simulator (an asset), over plain HTTP. */
export function getAsset(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

// ---------------------------------------------------------------- documents to upload

/** A one-page PDF whose content stream (deflated) shows `lines` with Tj and TJ operators. */
export function pdfWith(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/([\\()])/g, '\\$1');
  const shown = lines.map((line, i) => {
    const words = line.split(' ');
    // Even lines use TJ with a word gap, odd lines a plain Tj, as real PDFs mix both.
    return i % 2 === 0 && words.length > 1
      ? `[${words.map((w) => `(${escape(w)})`).join(' -250 ')}] TJ T*`
      : `(${escape(line)}) Tj T*`;
  });
  const content = deflateSync(Buffer.from(`BT /F1 11 Tf 14 TL 72 720 Td\n${shown.join('\n')}\nET`));
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.from(`4 0 obj << /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A PDF with only an image: nothing for the parser to read. */
export function scannedPdf(): Buffer {
  const image = Buffer.alloc(512, 0x9c);
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n5 0 obj << /Type /XObject /Subtype /Image /Length 512 >>\nstream\n'),
    image,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

/** A minimal .docx: a zip whose word/document.xml holds one paragraph per line. */
export function docxWith(lines: string[]): Buffer {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
    .map(
      (l) => `<w:p><w:r><w:t>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`,
    )
    .join('')}</w:body></w:document>`;
  const name = Buffer.from('word/document.xml');
  const data = deflateRawSync(Buffer.from(xml));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(Buffer.byteLength(xml), 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(Buffer.byteLength(xml), 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 2),
]);

/** The field and reason code of a rule refusal (422 RuleBroken: a rule the schema cannot say). */
export function ruleRefusal(body: unknown): { param?: string; errorCode?: string } {
  const { param, errorCode: code } = body as { param?: string; errorCode?: string };
  return { param, errorCode: code };
}
