/** Types of scripts/lockfile.mjs (plain JavaScript, so it runs before anything is installed). */
export type Lockfile = {
  packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }>;
};
export function resolveFrom(lock: Lockfile, fromKey: string, name: string): string | null;
export function missingOptionalEntries(lock: Lockfile): string[];
