// npm start: the simulator and the web app on http://localhost:4000 (PORT overrides).
import { DEFAULT_JOBS_TOTAL } from './catalogue';
import { ConfigError, readConfig } from './config';
import { start } from './server';
import { LockFileError, StoreLockedError } from './store/data-lock';
import { StoreDamagedError } from './store/recovery';

try {
  const startedAt = performance.now();
  const simulator = await start({ config: readConfig(process.env, DEFAULT_JOBS_TOTAL) });
  const { config, catalogue } = simulator.context;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Job portal simulator ready in ${seconds} s: ${catalogue.jobsTotal} jobs, seed ${catalogue.seed}.`,
  );
  console.log(
    `API ${simulator.url}/api · control ${simulator.url}/__sim · state ${config.dataDir}`,
  );
  for (const { site } of Object.values(catalogue.sites)) {
    console.log(
      `  ${site.countryCode}  ${site.name.padEnd(12)} http://${site.domain}:${simulator.port}/`,
    );
  }
  const shutdown = () => void simulator.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  // Settings and stored state the simulator cannot use stop it with one line that says why and
  // what to do, and nothing of the state itself.
  if (
    error instanceof ConfigError ||
    error instanceof StoreDamagedError ||
    error instanceof StoreLockedError ||
    error instanceof LockFileError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
