"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReferenceValueCache = void 0;
exports.canonicalValueReference = canonicalValueReference;
// A frozen copy of Konane's canonical-value path from before issue 13 (it was
// lib/studies/konane/valuesReference.ts until issue 26 took it out of the library): the
// exact-reach `decompose` of games/konane, packed symmetry keys, its own memo. It is the "reference"
// side of bench/konane.bench.ts (run by bench/konane-values-child.cjs on the compiled library,
// lib/dist, as plain JavaScript: the TypeScript source compiled once with the types stripped).
// Same values as solvers.canonicalValue(games.konane.standardRuleset, board); about 10× slower.
// Not part of the library: nothing in lib/ may import it.
const { join } = require("node:path");
const dist = join(__dirname, "..", "..", "lib", "dist");
const cgt = require(join(dist, "cgt"));
const util_1 = require(join(dist, "util"));
const konane_1 = require(join(dist, "games", "konane"));
/**
 * The reference path's memo of component values for one rule variant, reusable across calls (e.g.
 * along the 3×n table, where small components recur): interned packed keys up to symmetry with
 * their store ids, and a first-level memo on boards as given. Holds ids of the current cgt store;
 * after `cgt.resetStore()` the next use empties it first.
 */
class ReferenceValueCache {
    variant;
    /** Interned symmetry-class keys; entry i has value `games[i]` (of the class representative). */
    keys = new util_1.PackedKeyInterner();
    games = new Int32Array(1 << 12);
    /** First-level memo on the board as given (no symmetry search): entry i has value `rawGames[i]`. */
    rawKeys = new util_1.PackedKeyInterner();
    rawGames = new Int32Array(1 << 12);
    /** The cgt store generation its ids belong to. */
    generation = cgt.storeGeneration();
    constructor(variant) {
        this.variant = variant;
        (0, konane_1.checkVariant)(variant);
    }
    /** Forget every entry (done automatically when the cgt store was reset since the last use). O(1). */
    clear() {
        this.keys = new util_1.PackedKeyInterner();
        this.rawKeys = new util_1.PackedKeyInterner();
        this.games = new Int32Array(1 << 12);
        this.rawGames = new Int32Array(1 << 12);
        this.generation = cgt.storeGeneration();
    }
    /** Number of memoized symmetry classes (= positions visited, i.e. valued, so far). O(1). */
    get size() {
        return this.keys.size;
    }
}
exports.ReferenceValueCache = ReferenceValueCache;
/**
 * Packs `board` (2 bits per cell, after two header words rows and cols) under each of its 8
 * rectangle symmetries, with and without swapping the colours, and writes the smallest word
 * sequence into `out`; returns its length and whether the colours were swapped (the value of
 * the colour-swapped board is the negative). O(16 × cells).
 */
/** `a` itself if it has at least `need` elements, else a doubled copy. */
function ensure(a, need) {
    if (a.length >= need)
        return a;
    const grown = new Int32Array(Math.max(a.length * 2, need));
    grown.set(a);
    return grown;
}
function packedSymmetryKey(board, out, tmp) {
    const { rows, cols, cells } = board;
    const words = 2 + Math.ceil((rows * cols) / 16);
    // The header words (h, w) are compared first, so only orientations with the fewest rows
    // can be minimal (orientationPermutations skips the others).
    const h0 = Math.min(rows, cols);
    const w0 = Math.max(rows, cols);
    let have = false;
    let swapped = false;
    for (const perm of (0, konane_1.orientationPermutations)(rows, cols)) {
        for (let swap = 0; swap < 2; swap++) {
            tmp.fill(0, 0, words);
            tmp[0] = h0;
            tmp[1] = w0;
            for (let i = 0; i < perm.length; i++) {
                const v = cells[perm[i]];
                if (v !== 0)
                    tmp[2 + (i >> 4)] |= (swap ? 3 - v : v) << ((i & 15) << 1);
            }
            let less = !have;
            if (have) {
                for (let k = 2; k < words; k++) {
                    if (tmp[k] !== out[k]) {
                        less = tmp[k] < out[k];
                        break;
                    }
                }
            }
            if (less) {
                out.set(tmp.subarray(0, words));
                have = true;
                swapped = swap === 1;
            }
        }
    }
    return { words, swapped };
}
/**
 * Reference (previous) canonical value of `board` under `variant`: the position is split into independent
 * sub-positions ({@link decompose}), each valued by memoized recursion over its options (up to
 * the board's symmetries), and the values are summed. Spends one budget unit per new
 * component; exponential in the worst case but far smaller than the raw game tree.
 */
function canonicalValueReference(board, variant, options = {}) {
    (0, konane_1.checkVariant)(variant);
    const cache = options.cache ?? new ReferenceValueCache(variant);
    if (cache.variant !== variant)
        (0, konane_1.checkVariant)(`${variant} (cache is for ${cache.variant})`);
    if (cache.generation !== cgt.storeGeneration())
        cache.clear();
    const budget = util_1.Budget.from(options, `Konane canonical value (${variant}, ${board.rows}×${board.cols})`);
    const keyBuf = new Int32Array(3 + Math.ceil((board.rows * board.cols) / 16));
    const tmpBuf = new Int32Array(keyBuf.length);
    // Every board met (a position or a cut-out component) is memoized by its symmetry class
    // (rotations, reflections, and colour swap with negation: Konane is symmetric between the
    // players), so
    // each distinct board is decomposed once. A board that does not split further is valued by
    // recursion over its options; one that splits is the sum of its components' values.
    const value = (b) => {
        // Most repeated boards recur in the same orientation: look them up as given first.
        const rawLen = (0, konane_1.positionKey)(b, keyBuf);
        const rawBefore = cache.rawKeys.size;
        const raw = cache.rawKeys.intern(keyBuf, rawLen);
        if (raw < rawBefore)
            return cache.rawGames[raw];
        const g = symmetricValue(b);
        cache.rawGames = ensure(cache.rawGames, raw + 1);
        cache.rawGames[raw] = g;
        return g;
    };
    const symmetricValue = (b) => {
        const { words: len, swapped } = packedSymmetryKey(b, keyBuf, tmpBuf);
        const before = cache.keys.size;
        const idx = cache.keys.intern(keyBuf, len);
        if (idx < before)
            return swapped ? cgt.ops.neg(cache.games[idx]) : cache.games[idx];
        budget.spend();
        const parts = (0, konane_1.decompose)(b);
        let g;
        if (parts.length === 0)
            g = cgt.ops.ZERO;
        else if (parts.length === 1 && parts[0].board.rows === b.rows && parts[0].board.cols === b.cols) {
            g = cgt.ops.game((0, konane_1.options)(b, "L", variant).map(value), (0, konane_1.options)(b, "R", variant).map(value));
        }
        else
            g = cgt.ops.sum(parts.map((c) => value(c.board)));
        cache.games = ensure(cache.games, idx + 1);
        // The memo holds the value of the representative (colour-swapped when `swapped`).
        cache.games[idx] = swapped ? cgt.ops.neg(g) : g;
        return g;
    };
    const positionValue = value;
    return cgt.ops.value(positionValue(board));
}
