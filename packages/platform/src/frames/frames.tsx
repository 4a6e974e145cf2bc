// Pieces for a remote's data frames: markup with {{…}} placeholders, rendered at build time from
// the page's own components, that the shell's HTML fills from the page's first read before any
// script runs (packages/build/src/frameFill.js says what the placeholders can do).
import { Fragment } from 'react';
import type { ReactNode } from 'react';

declare global {
  interface Window {
    /**
     * The data frame the shell's HTML filled (packages/build's template.html), for which address
     * (path and query), and, for a whole page's frame, the element it put on the page.
     */
    __shellBootFrame?: { path: string; html: string; node?: HTMLElement };
  }
}

/**
 * Shows a frame's markup, `inert` (nothing in it can be used yet), inside an element without a
 * box of its own. When it is the frame the shell's HTML put on the page, that very element is moved
 * here rather than the markup parsed and laid out again (the shell's loading state, then the
 * remote's, show the same frame in turn).
 */
export function BootFrame({ html }: { html: string }) {
  const node = typeof window === 'undefined' ? undefined : window.__shellBootFrame?.node;
  if (node && window.__shellBootFrame?.html === html) {
    return <div style={{ display: 'contents' }} ref={(slot) => void (slot && node.parentNode !== slot && slot.appendChild(node))} />;
  }
  return <div className="remote-frame" inert dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * `{{#name}}…{{/name}}`: the children for each item of a list, or once when the value is true;
 * `inverted`: `{{^name}}…{{/name}}`, once when it is false or empty. `end` names the closing tag
 * when `name` carries a filter (`data|first:4` closes with `data`).
 */
export function Section({ name, end = name.split('|')[0], inverted = false, children }: { name: string; end?: string; inverted?: boolean; children: ReactNode }) {
  return (
    <>
      {`{{${inverted ? '^' : '#'}${name}}}`}
      {children}
      {`{{/${end}}}`}
    </>
  );
}

/**
 * The page's markup for whichever of `values` the field holds: `render(value)` once per value, each
 * in a section shown only when the field is that value ('' when it is empty or missing). For what
 * a placeholder cannot say, like which option of a select is chosen or which colour a status has.
 */
export function PerValue({ field, values, render }: { field: string; values: readonly string[]; render: (value: string) => ReactNode }) {
  return (
    <>
      {values.map((value) => (
        <Fragment key={value}>
          {value === '' ? (
            <Section name={field} inverted>
              {render('')}
            </Section>
          ) : (
            <Section name={`${field}|is:${value}`}>{render(value)}</Section>
          )}
        </Fragment>
      ))}
    </>
  );
}
