// Simulator settings from the environment, validated at start-up: a bad value stops the server
// with a message that names the setting.
import { resolve } from 'node:path';

export type ResponseValidation = 'strict' | 'log' | 'off';

export interface SimConfig {
  port: number;
  /**
   * Where to listen: undefined for loopback only (127.0.0.1 and ::1, the default); any other
   * address (0.0.0.0 opens the simulator to the network on purpose).
   */
  host: string | undefined;
  /** Host names answered besides localhost, the sites' {code}.localhost and IP addresses. */
  allowedHosts: string[];
  /** Repeated wrong passwords for an account answer 429 for a while (off for load tests). */
  loginThrottle: boolean;
  seed: number;
  jobsTotal: number;
  dataDir: string;
  /** strict: a response that breaks the contract becomes a 500; log: it is logged and journalled. */
  responseValidation: ResponseValidation;
  webDist: string;
  /** QA scenarios kept at most (SIM_SCENARIO_LIMIT); the least recently used goes first. */
  scenarioLimit: number;
  /** A scenario unused this long is dropped with its data (SIM_SCENARIO_IDLE_MINUTES). */
  scenarioIdleMs: number;
  /**
   * What all scenarios may hold together, measured as JSON, in MB (SIM_SCENARIO_MEMORY_MB); past
   * it the least recently used goes first.
   */
  scenarioMemoryMb: number;
  /**
   * Visitors (MSUID cookies) whose recent searches are kept (SIM_RECENT_SEARCH_VISITORS); past it
   * the visitor seen longest ago loses its list.
   */
  recentSearchVisitors: number;
  /** Guests' free job alerts kept at most, over all emails (SIM_GUEST_ALERTS). */
  guestAlerts: number;
}

export class ConfigError extends Error {
  constructor(setting: string, problem: string) {
    super(`Setting ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PORT = 4000;
export const DEFAULT_SEED = 20_261_121;
export const MAX_JOBS_TOTAL = 500_000;
/** Enough for a CI run's one scenario per replay path and end-to-end test, in 100 MB or less. */
export const DEFAULT_SCENARIO_LIMIT = 1000;
export const DEFAULT_SCENARIO_IDLE_MINUTES = 60;
/**
 * What all scenarios' records, recordings, faults, clocks and throttles may hold together: 150
 * recordings of 1.9 MB in scenarios nobody used took 313 MB (audit 2026-11-28, M3).
 */
export const DEFAULT_SCENARIO_MEMORY_MB = 100;
/**
 * Visitors whose recent searches are kept: ten searches each, about 2.6 MB in all. A client that
 * sends a new MSUID with every search grew the store by 260 bytes a request (audit 2026-11-26, L5).
 */
export const DEFAULT_RECENT_SEARCH_VISITORS = 1000;
/**
 * Guests' free job alerts over all emails: 20 per email bounded nothing for a client inventing
 * emails (5,000 alerts in 52 s, audit 2026-11-28, L3). About 0.5 MB of log at most.
 */
export const DEFAULT_GUEST_ALERTS = 1000;
const MINUTE_MS = 60_000;

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new ConfigError(name, `must be a whole number, got '${raw}'.`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

function oneOf<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const found = allowed.find((value) => value === raw);
  if (!found) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got '${raw}'.`);
  return found;
}

const HOST_NAME = /^[A-Za-z0-9.:-]+$/;

function hostOf(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.HOST?.trim();
  if (!raw) return undefined;
  if (!HOST_NAME.test(raw))
    throw new ConfigError('HOST', `must be a host name or address, got '${raw}'.`);
  return raw;
}

function hostList(env: NodeJS.ProcessEnv, name: string): string[] {
  const names = (env[name] ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = names.find((host) => !HOST_NAME.test(host));
  if (bad) throw new ConfigError(name, `must list host names separated by commas, got '${bad}'.`);
  return names;
}

export function readConfig(env: NodeJS.ProcessEnv, defaultJobsTotal: number): SimConfig {
  const testing = env.NODE_ENV === 'test' || env.VITEST !== undefined;
  return {
    port: integer(env, 'PORT', DEFAULT_PORT, 0, 65_535),
    host: hostOf(env),
    allowedHosts: hostList(env, 'SIM_ALLOWED_HOSTS'),
    loginThrottle: oneOf(env, 'SIM_LOGIN_THROTTLE', ['on', 'off'], 'on') === 'on',
    seed: integer(env, 'SIM_SEED', DEFAULT_SEED, 0, 2 ** 31 - 1),
    jobsTotal: integer(env, 'SIM_JOBS', defaultJobsTotal, 9, MAX_JOBS_TOTAL),
    dataDir: resolve(env.SIM_DATA_DIR ?? 'data'),
    responseValidation: oneOf(
      env,
      'SIM_RESPONSE_VALIDATION',
      ['strict', 'log', 'off'],
      testing ? 'strict' : 'log',
    ),
    webDist: resolve(env.SIM_WEB_DIST ?? 'web/dist'),
    scenarioLimit: integer(env, 'SIM_SCENARIO_LIMIT', DEFAULT_SCENARIO_LIMIT, 1, 100_000),
    scenarioIdleMs:
      integer(env, 'SIM_SCENARIO_IDLE_MINUTES', DEFAULT_SCENARIO_IDLE_MINUTES, 1, 7 * 24 * 60) *
      MINUTE_MS,
    scenarioMemoryMb: integer(
      env,
      'SIM_SCENARIO_MEMORY_MB',
      DEFAULT_SCENARIO_MEMORY_MB,
      1,
      1_000_000,
    ),
    recentSearchVisitors: integer(
      env,
      'SIM_RECENT_SEARCH_VISITORS',
      DEFAULT_RECENT_SEARCH_VISITORS,
      1,
      1_000_000,
    ),
    guestAlerts: integer(env, 'SIM_GUEST_ALERTS', DEFAULT_GUEST_ALERTS, 0, 1_000_000),
  };
}
