// What the browser level knows of one machine: which paths a page can play, and per step what a
// person does (or what the page's stubs, the simulator and the page's clock do) to make the
// step's event happen, and what the person then sees.
import type { PlaywrightTestOptions } from '@playwright/test';
import type { PathContext } from './context';
import type { PlannedPath, PlannedStep } from './plan';

export interface BrowserDriver {
  /** The events the machine's calls answer with (the API level's driver arranges them). */
  answers: readonly string[];
  /** Whether the page can play the path's events in this order. */
  playable(path: PlannedPath): boolean;
  /** The browser the path needs (a phone's user agent, say). */
  contextOptions?(path: PlannedPath): Partial<PlaywrightTestOptions>;
  /** Stubs and held calls, before the first step. */
  prepare?(context: PathContext): Promise<void>;
  /** Makes the step's event happen and checks what the page shows. */
  step(context: PathContext, step: PlannedStep): Promise<void>;
}
