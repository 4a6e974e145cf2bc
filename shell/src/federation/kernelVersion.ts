// The platform kernel's version policy, applied by the shell before it loads a remote: a remote
// whose manifest says it was built for another major of @rental/platform is not run, and the
// fallback names both versions. Remotes built with @rental/build check this themselves too
// (packages/build/src/runtime/sharePolicy.js); this also covers remotes built without that check.
import platformPackage from '@rental/platform/package.json';

const KERNEL = '@rental/platform';

/** The kernel this page runs: the shell's copy serves every app of its major. */
export const RUNNING_KERNEL: string = platformPackage.version;

const majorOf = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

/** The refusal for a remote's manifest, or undefined when its kernel requirement is this page's major (or unknown). */
export function kernelConflict(manifest: { name?: unknown; shared?: unknown }, running = RUNNING_KERNEL): string | undefined {
  const shared = Array.isArray(manifest.shared) ? (manifest.shared as { name?: unknown; requiredVersion?: unknown; version?: unknown }[]) : [];
  const kernel = shared.find((entry) => entry?.name === KERNEL);
  const required = typeof kernel?.requiredVersion === 'string' ? kernel.requiredVersion : typeof kernel?.version === 'string' ? `^${kernel.version}` : undefined;
  if (!required || majorOf(required) === majorOf(running)) return undefined;
  const app = typeof manifest.name === 'string' ? manifest.name : 'this remote';
  return `${app} needs ${KERNEL} ${required}, but this page runs ${KERNEL} ${running}`;
}
