/**
 * Canonical game values written as data and read back in another process: a *value table*, the
 * distinct canonical forms reachable from some values as nodes in topological order, each node
 * its Left and Right options as indices of earlier nodes. Store ids (`cgt.GameId`) are numbers
 * of one process's store, never written to a file: a value crosses as its node.
 * Cost: O(nodes + option lists) both ways; reading builds each node with `cgt.ops.game`, which
 * keeps a form that is already canonical as it is.
 */
import * as cgt from "../../cgt";
import { InputError } from "../../util";

const ops = cgt.ops;

/** The nodes of a value table: node i is `[leftOptionNodes, rightOptionNodes]`, every index below i. */
export type ValueNodes = [number[], number[]][];

/** Collects values into one table; `add` returns a value's node index. */
export class ValueTableWriter {
  /** The table so far. */
  readonly nodes: ValueNodes = [];
  private readonly index = new Map<cgt.GameId, number>();

  /** The node of value g (and of every option under it), added if new. O(new nodes). */
  add(g: cgt.GameId): number {
    const known = this.index.get(g);
    if (known !== undefined) return known;
    // iterative post-order: the options' nodes first (birthdays can be long chains of integers)
    const stack: cgt.GameId[] = [g];
    while (stack.length > 0) {
      const x = stack[stack.length - 1]!;
      if (this.index.has(x)) {
        stack.pop();
        continue;
      }
      const opts = [...ops.leftOptions(x), ...ops.rightOptions(x)];
      const todo = opts.filter((o) => !this.index.has(o));
      if (todo.length > 0) {
        stack.push(...todo);
        continue;
      }
      stack.pop();
      this.index.set(x, this.nodes.length);
      this.nodes.push([ops.leftOptions(x).map((o) => this.index.get(o)!), ops.rightOptions(x).map((o) => this.index.get(o)!)]);
    }
    return this.index.get(g)!;
  }
}

/**
 * What the two lazy value tables share: a node's store id is built (with its options') on first use,
 * by an explicit stack (no recursion, however deep the table), from the node's options as the
 * subclass reads and checks them; ids of a table read before `cgt.resetStore()` are refused.
 */
abstract class LazyValues {
  private readonly ids: Int32Array;
  private readonly generation = cgt.storeGeneration();

  protected constructor(
    count: number,
    protected readonly where: string,
  ) {
    this.ids = new Int32Array(count).fill(-1);
  }

  /** Number of nodes. */
  get size(): number {
    return this.ids.length;
  }

  /** Left and Right option nodes of node x, checked to be earlier nodes (else an InputError naming `where`). */
  protected abstract options(x: number): [number[], number[]];

  /** The store id of node i (an InputError for a node not in the table or malformed). */
  id(i: number): cgt.GameId {
    if (this.generation !== cgt.storeGeneration()) throw new InputError("this value table was read before cgt.resetStore(): its values belong to the old store; read the file again", this.where);
    if (!(Number.isInteger(i) && i >= 0 && i < this.ids.length)) throw new InputError(`value node ${i} is not in the table (${this.ids.length} nodes)`, this.where);
    const known = this.ids[i]!;
    if (known >= 0) return known;
    const stack = [i];
    while (stack.length > 0) {
      const x = stack[stack.length - 1]!;
      if (this.ids[x]! >= 0) {
        stack.pop();
        continue;
      }
      const [l, r] = this.options(x);
      const todo = [...l, ...r].filter((j) => this.ids[j]! < 0);
      if (todo.length > 0) {
        stack.push(...todo);
        continue;
      }
      stack.pop();
      this.ids[x] = ops.game(l.map((j) => this.ids[j]!), r.map((j) => this.ids[j]!));
    }
    return this.ids[i]!;
  }
}

/**
 * A value table read lazily: a node's store id is built (with its options') on first use, so that
 * loading a table costs only its parse. `where` names the file in errors. O(1) to make; a node's
 * first use O(new nodes under it).
 */
export class LazyValueTable extends LazyValues {
  constructor(
    private readonly nodes: ValueNodes,
    where: string,
  ) {
    super(nodes.length, where);
  }

  /** Node x as the file has it: [left options, right options] of earlier nodes. */
  protected options(x: number): [number[], number[]] {
    const n: unknown = this.nodes[x];
    const ok = (side: unknown): side is number[] => Array.isArray(side) && side.every((j) => Number.isInteger(j) && (j as number) >= 0 && (j as number) < x);
    if (!Array.isArray(n) || n.length !== 2 || !ok(n[0]) || !ok(n[1])) throw new InputError(`value table node ${x} is not [left options, right options] of earlier nodes`, this.where);
    return [n[0], n[1]];
  }
}

/**
 * A value table as two typed arrays, the form of binary files: node i is
 * `data[offsets[i] .. offsets[i+1])` = `[number of Left options, ...Left option nodes, ...Right
 * option nodes]`. O(nodes + option lists).
 */
export function flattenValueNodes(nodes: ValueNodes): { offsets: Uint32Array; data: Int32Array } {
  const offsets = new Uint32Array(nodes.length + 1);
  let n = 0;
  nodes.forEach(([l, r], i) => {
    offsets[i] = n;
    n += 1 + l.length + r.length;
  });
  offsets[nodes.length] = n;
  const data = new Int32Array(n);
  nodes.forEach(([l, r], i) => {
    let at = offsets[i]!;
    data[at++] = l.length;
    for (const j of l) data[at++] = j;
    for (const j of r) data[at++] = j;
  });
  return { offsets, data };
}

/**
 * A flat value table ({@link flattenValueNodes}) read lazily, as {@link LazyValueTable} reads
 * nodes: a node's store id is built (with its options') on first use; a node whose slice is not
 * `[count, options…]` of earlier nodes is an InputError naming `where`. O(1) to make.
 */
export class FlatValueTable extends LazyValues {
  constructor(
    private readonly offsets: Uint32Array,
    private readonly data: Int32Array,
    where: string,
  ) {
    super(offsets.length - 1, where);
  }

  /** Left and Right option nodes of node i (checked: earlier nodes only). */
  protected options(i: number): [number[], number[]] {
    const a = this.offsets[i]!;
    const b = this.offsets[i + 1]!;
    const nl = this.data[a]!;
    const bad = (): never => {
      throw new InputError(`value table node ${i} is not [left count, options of earlier nodes]`, this.where);
    };
    if (!(b > a && b <= this.data.length && nl >= 0 && nl <= b - a - 1)) bad();
    const left: number[] = [];
    const right: number[] = [];
    for (let k = a + 1; k < b; k++) {
      const j = this.data[k]!;
      if (!(j >= 0 && j < i)) bad();
      (k - a - 1 < nl ? left : right).push(j);
    }
    return [left, right];
  }
}
