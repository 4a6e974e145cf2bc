// The data frame the shell's HTML filled for this address (packages/build's template.html sets
// window.__shellBootFrame = { path: pathname + search, html }), shown until the first screen can
// replace it at once.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

declare global {
  interface Window {
    __shellBootFrame?: { path: string; html: string; node?: HTMLElement };
  }
}

/** The filled frame for the address of the first render, or null (none, or another address's). */
export function useBootFrame(): string | null {
  const { pathname, search } = useLocation();
  const [frame] = useState(() => {
    const filled = typeof window === 'undefined' ? undefined : window.__shellBootFrame;
    return filled && filled.path === pathname + search ? filled.html : null;
  });
  return frame;
}
