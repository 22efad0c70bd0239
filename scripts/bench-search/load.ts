// HTTP load through autocannon: warm-up, then a timed load of a request mix.
import { createRequire } from 'node:module';
import { CONNECTIONS, WARM_UP_SECONDS } from './settings';

export interface HttpFigures {
  rps: number;
  p99Ms: number;
  /**
   * The server's CPU time per answered request, in microseconds. Steadier than throughput on a
   * shared machine (it does not count the time the server waited for a core).
   */
  cpuUs: number;
}

// ---------------------------------------------------------------- autocannon (untyped package)
export interface AutocannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export async function warmUp(port: number, requests: AutocannonRequest[]): Promise<void> {
  await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    requests,
  });
}

export async function load(
  port: number,
  requests: AutocannonRequest[],
  seconds: number,
  options: { timeoutSeconds?: number } = {},
): Promise<Omit<HttpFigures, 'cpuUs'> & { total: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
    ...(options.timeoutSeconds === undefined ? {} : { timeout: options.timeoutSeconds }),
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    console.warn(
      `  warning: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts on port ${port}`,
    );
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99, total: result.requests.total };
}
