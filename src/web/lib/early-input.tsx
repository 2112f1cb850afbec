import { useEffect, type ReactNode } from 'react';

import { AWAKE_ATTRIBUTE, EARLY_INPUT_EVENT, EARLY_INPUT_KEY } from '#shared/site/early-input.ts';

// The other half of the press recorder every server-drawn page carries in its head (shared/site/early-input.ts,
// docs/decisions/043): a part of the page that has woken plays back, in order, the presses made on it before.

type Part = HTMLElement & { [EARLY_INPUT_KEY]?: HTMLElement[] };

/** True when a button of `part` was pressed before it listened: it should wake now, not when it comes into view. */
export const hasEarlyInput = (part: HTMLElement) => ((part as Part)[EARLY_INPUT_KEY]?.length ?? 0) > 0;

/** Calls `wake` once, the first time a press is recorded on `part`. */
export const onEarlyInput = (part: HTMLElement, wake: () => void) =>
  part.addEventListener(EARLY_INPUT_EVENT, wake, { once: true });

/**
 * Marks `part` awake (the recorder lets its presses through from now on) and presses again, in order, the buttons
 * pressed on it before: the handlers now attached answer as they would have. A button the hydration replaced is gone
 * from the page and is skipped.
 */
export function markAwake(part: HTMLElement) {
  part.setAttribute(AWAKE_ATTRIBUTE, '');
  const pressed = (part as Part)[EARLY_INPUT_KEY] ?? [];
  delete (part as Part)[EARLY_INPUT_KEY];
  for (const button of pressed) if (button.isConnected) button.click();
}

/**
 * A part's handlers are attached: hands them the text typed before (`replayTyping`, typed-before-hydration.ts) and,
 * in the next task, once the part has drawn that text (its state is what a press reads), marks it awake.
 */
export function wakeUp(part: HTMLElement, replayTyping: () => void) {
  replayTyping();
  setTimeout(() => markAwake(part));
}

/**
 * Calls `onDone` once the tree's handlers are attached (a parent's effect runs after its children's): the moment a
 * part is awake.
 */
export function AfterHydration({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}
