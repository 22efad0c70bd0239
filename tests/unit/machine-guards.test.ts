// A guard that opens with `event.type === '<event>'` narrows the event for TypeScript; the check
// decides nothing only while the guard is named on that event's transitions alone (XState runs a
// guard only for the transitions that name it). `npm run mutation` leaves the check's mutants out
// on that ground (scripts/stryker/event-narrowing-ignorer.mjs); this test keeps the ground true.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { appBannerMachine } from '../../machines/appBanner.machine';
import { bellMachine } from '../../machines/bell.machine';
import { carouselMachine } from '../../machines/carousel.machine';
import { covidToggleMachine } from '../../machines/covidToggle.machine';
import { followMachine } from '../../machines/follow.machine';
import { lazyImageMachine } from '../../machines/lazyImage.machine';
import { notificationBarMachine } from '../../machines/notificationBar.machine';
import { oldAutoLoginMachine } from '../../machines/oldAutoLogin.machine';
import { oneTapLoginMachine } from '../../machines/oneTapLogin.machine';
import { otpVerificationMachine } from '../../machines/otpVerification.machine';
import { searchValidationMachine } from '../../machines/searchValidation.machine';
import { seekerBannerMachine } from '../../machines/seekerBanner.machine';
import { sendAppLinkMachine } from '../../machines/sendAppLink.machine';
import { toastMachine } from '../../machines/toast.machine';
import { voiceRecognitionMachine } from '../../machines/voiceRecognition.machine';
import { voiceSearchMachine } from '../../machines/voiceSearch.machine';

const MACHINES: Record<string, AnyStateMachine> = {
  appBanner: appBannerMachine,
  bell: bellMachine,
  carousel: carouselMachine,
  covidToggle: covidToggleMachine,
  follow: followMachine,
  lazyImage: lazyImageMachine,
  notificationBar: notificationBarMachine,
  oldAutoLogin: oldAutoLoginMachine,
  oneTapLogin: oneTapLoginMachine,
  otpVerification: otpVerificationMachine,
  searchValidation: searchValidationMachine,
  seekerBanner: seekerBannerMachine,
  sendAppLink: sendAppLinkMachine,
  toast: toastMachine,
  voiceRecognition: voiceRecognitionMachine,
  voiceSearch: voiceSearchMachine,
};

/** Each guard of a machine's source that opens with an event check, and the event it names. */
function narrowingGuards(name: string): Map<string, string> {
  const source = readFileSync(
    join(import.meta.dirname, '..', '..', 'machines', `${name}.machine.ts`),
    'utf8',
  );
  const found = new Map<string, string>();
  for (const match of source.matchAll(
    /^\s+(\w+): \(\{[^}]*\}\) =>\s+event\.type === '([^']+)' &&/gm,
  )) {
    const [, guard, event] = match;
    if (guard !== undefined && event !== undefined) found.set(guard, event);
  }
  return found;
}

/** The events on whose transitions each guard is named, anywhere in the machine. */
function guardUses(machine: AnyStateMachine): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  const walk = (node: AnyStateNode) => {
    for (const [event, transitions] of node.transitions) {
      for (const { guard } of transitions) {
        const name = typeof guard === 'string' ? guard : undefined;
        if (name !== undefined) uses.set(name, (uses.get(name) ?? new Set()).add(event));
      }
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return uses;
}

describe("The machines' guards", () => {
  it('When a guard opens with an event check, then it is named only on that event’s transitions', () => {
    const checked: string[] = [];
    for (const [name, machine] of Object.entries(MACHINES)) {
      const uses = guardUses(machine);
      for (const [guard, event] of narrowingGuards(name)) {
        expect([...(uses.get(guard) ?? [])], `${name}.${guard}`).toEqual([event]);
        checked.push(`${name}.${guard}`);
      }
    }
    // 33 guards of 12 machines open with an event check (2026-11-27); the count keeps the
    // source pattern above from silently matching nothing.
    expect(checked.length).toBeGreaterThanOrEqual(33);
  });
});
