// A disk for the store and the uploads (sim-server/store/disk.ts) that a test can fill or hold:
// a full disk without root or a tmpfs, and a log write held until the test lets it go.
import { realDisk, type Disk } from '../../sim-server/store/disk';

export class TestDisk implements Disk {
  /** While true, every write fails as a full disk does (ENOSPC). */
  full = false;
  /** Log writes waiting on a hold now. */
  heldWrites = 0;
  private held: Promise<void> | undefined;

  /** Holds every log write until the answer is called. */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  async appendDurably(fd: number, data: Buffer): Promise<void> {
    if (this.held) {
      this.heldWrites += 1;
      await this.held;
      this.heldWrites -= 1;
    }
    this.refuseWhenFull('write');
    await realDisk.appendDurably(fd, data);
  }

  async writeFile(path: string, data: Buffer): Promise<void> {
    this.refuseWhenFull('write');
    await realDisk.writeFile(path, data);
  }

  private refuseWhenFull(call: string): void {
    if (this.full)
      throw Object.assign(new Error(`ENOSPC: no space left on device, ${call}`), {
        code: 'ENOSPC',
      });
  }
}
