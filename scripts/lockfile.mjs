/**
 * Reading package-lock.json (v3) the way npm resolves it; used by scripts/relock.mjs and its tests.
 * Plain JavaScript on purpose: it runs before anything is installed.
 */

/** The lock key a `require(name)` from the package at `fromKey` lands on, as Node resolves it; or null. */
export function resolveFrom(lock, fromKey, name) {
  let dir = fromKey;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (dir === '') return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/**
 * Every optional dependency that has no entry in the lock, as "child (for parent@version)". A lock
 * written over an existing node_modules lacks the other platforms' binaries, and `npm ci` on a fresh
 * clone refuses it; an empty list means every platform's optional packages are recorded.
 */
export function missingOptionalEntries(lock) {
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const child of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveFrom(lock, key, child))
        missing.push(`${child} (for ${key.replace(/^.*node_modules\//, '')}@${entry.version})`);
    }
  }
  return missing;
}
