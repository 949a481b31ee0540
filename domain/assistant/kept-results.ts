/**
 * `compute` with its results kept by argument. The assistant asks about the same texts on every
 * answer (product and category names, the residents' common questions), so working them out once
 * is most of an answer's saving; the store is emptied when full rather than tracked per entry.
 */
export function keptResults<T>(compute: (text: string) => T, limit: number): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let known = kept.get(text);
    if (known === undefined) {
      known = compute(text);
      if (kept.size >= limit) kept.clear();
      kept.set(text, known);
    }
    return known;
  };
}
