// A process that takes state-file locks as a simulator does, for the lock tests: for each round
// it waits for `{dir}/go-{round}`, takes the lock of `{dir}/state-{round}.json`, prints
// `{round} locked` or `{round} refused {error name}`, and keeps every lock it took until killed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lockStateFile } from '../../sim-server/store/data-lock';

const [dir = '.', roundsText = '1'] = process.argv.slice(2);
const pause = new Int32Array(new SharedArrayBuffer(4));
console.log('ready');
for (let round = 0; round < Number(roundsText); round += 1) {
  while (!existsSync(join(dir, `go-${round}`))) Atomics.wait(pause, 0, 0, 1);
  try {
    lockStateFile(join(dir, `state-${round}.json`));
    console.log(`${round} locked`);
  } catch (error) {
    console.log(`${round} refused ${(error as Error).name}`);
  }
}
setInterval(() => undefined, 1 << 30);
