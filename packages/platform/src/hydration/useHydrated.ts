// Per-visitor parts of a page the shell server rendered (the signed-in user's buttons, the
// visitor's calendar day, the history entry's state): the server cannot know them, so the markup
// it sends and the browser's first render, which hydrates that markup, leave them out alike; they
// appear in the render right after hydration. A page the browser renders itself has them at once.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** False on the server and while hydrating its markup, true from then on (and in any other render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}
