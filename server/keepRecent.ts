/**
 * Sets `key` to `value` as the most recently used entry of `map`, then drops the least recently used
 * entries past `max`. A Map iterates in insertion order, so re-inserting an entry on each use keeps
 * the least recently used first: the bounded caches of this process (verified tokens, lots' ledgers,
 * kept statements and figures) are such Maps.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}
