/**
 * An in-memory Storage, so storage tests run without a browser. With `limit`, it holds at most that many
 * characters in all and throws the browser's quota error beyond, as a full localStorage does.
 */
export function memoryStorage(limit = Number.POSITIVE_INFINITY): Storage {
  const map = new Map<string, string>();
  const used = () => [...map.values()].reduce((n, v) => n + v.length, 0);
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem(k, v) {
      const value = String(v);
      if (used() - (map.get(k)?.length ?? 0) + value.length > limit)
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      map.set(k, value);
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}
