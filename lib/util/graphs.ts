/**
 * Graph algorithms shared by the loopy-game code of lib/cgt and lib/solvers.
 */

/**
 * The strongly connected components of a directed graph given by successor lists (vertex v's
 * successors `succ[v]`), sinks first: every component comes after the components it reaches
 * (reverse topological order). Tarjan's algorithm, iterative (no recursion, so any depth).
 * O(V + E) time and memory.
 */
export function stronglyConnectedComponents(succ: readonly (readonly number[])[]): number[][] {
  const n = succ.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] >= 0) continue;
    const work: [number, number][] = [[root, 0]];
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const v = top[0];
      if (top[1] === 0 && index[v]! < 0) {
        index[v] = low[v] = counter++;
        stack.push(v);
        onStack[v] = 1;
      }
      const next = succ[v]!;
      if (top[1] < next.length) {
        const w = next[top[1]++]!;
        if (index[w]! < 0) work.push([w, 0]);
        else if (onStack[w] === 1) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const p = work[work.length - 1]![0];
        low[p] = Math.min(low[p]!, low[v]!);
      }
      if (low[v] === index[v]) {
        const members: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          members.push(w);
        } while (w !== v);
        out.push(members);
      }
    }
  }
  return out;
}
