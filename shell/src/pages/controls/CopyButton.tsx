import { useEffect, useState } from 'react';
import { CopyIcon } from './icons';

/**
 * Copies `text` to the clipboard; says "Copied" for a moment (to screen readers too, by its name).
 * With `children` the words are visible, otherwise only the icon shows and `label` names it.
 */
export function CopyButton({ text, label, children }: { text: string; label: string; children?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <button type="button" className="shell-copy" aria-label={children ? undefined : copied ? 'Copied' : label} onClick={copy}>
      {children ? (copied ? 'Copied' : children) : null}
      <CopyIcon done={copied} />
    </button>
  );
}
