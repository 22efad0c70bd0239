// Schemathesis's max_response_time: an answer slower than --max-response-time fails (off unless
// the option is given; the request timeout stays a separate, larger limit).
import type { Outcome } from '../cases';
import type { Finding } from '../checks';

export function maxResponseTime(outcome: Outcome, limitMs: number | undefined): Finding[] {
  if (limitMs === undefined || !outcome.answer || outcome.ms <= limitMs) return [];
  return [
    {
      check: 'max_response_time',
      message: `answered in ${Math.round(outcome.ms)} ms, over the ${limitMs} ms limit`,
    },
  ];
}
