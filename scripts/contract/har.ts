// `--har FILE`: every failing case's request and answer as HAR 1.2, the exchange format browsers
// and API tools share (a colleague opens it in a browser's network panel or replays it with
// Playwright's routeFromHAR). The entries are built by the one HAR writer the proxy's recording
// uses (openapi/runtime/har.ts), secrets redacted as the journal redacts them: each secret
// cookie's value, authorisation, Set-Cookie values of the session cookies, and secret fields of
// JSON and form bodies.
import { harDocument, harEntry, type HarDocument } from '../../openapi/runtime/har';
import type { FailureRecord, Report } from './results';

function entry(operationId: string, failure: FailureRecord, at: Date) {
  const { request, response } = failure;
  return harEntry({
    startedAt: at,
    ms: 0,
    method: request.method,
    url: request.url,
    requestHeaders: request.headers,
    requestBody: Buffer.from(request.body ?? ''),
    // 0: no answer came (a timeout or a refused connection), as browsers record it.
    status: response?.status ?? 0,
    responseHeaders: response?.headers ?? {},
    responseBody: Buffer.from(response?.body ?? ''),
    comment: `${operationId} ${failure.check}: ${failure.message} (${request.label})`,
  });
}

export function toHar(report: Report, at = new Date().toISOString()): HarDocument {
  const startedAt = new Date(at);
  return harDocument(
    'job-portal contract runner',
    report.operations.flatMap((o) => o.failures.map((f) => entry(o.operationId, f, startedAt))),
  );
}
