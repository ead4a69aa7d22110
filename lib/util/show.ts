/**
 * How cgtlab objects present themselves to a person (issue 15): positions and records print as
 * their pictures in `console.log`, `util.inspect` (a notebook cell's last expression), template
 * strings, and keep their data in `JSON.stringify`; `notebook.show(x)` draws anything that
 * implements the {@link Showable} protocol.
 *
 * **The Showable protocol.** Any object with a method under the key {@link MIME}
 * (`Symbol.for("cgtlab.mime")`) returning a {@link MimeBundle} is shown by `notebook.show` with
 * that bundle (one Jupyter output carrying every representation: `text/plain`, and any of
 * `image/svg+xml`, `text/html`, `text/markdown`, ...). The symbol is global (`Symbol.for`), so a
 * class in any layer, or in a user's cell, implements it without importing anything:
 *
 * ```ts
 * class MyPosition {
 *   [Symbol.for("cgtlab.mime")]() { return { "text/plain": "…", "image/svg+xml": "<svg …>" }; }
 * }
 * ```
 *
 * No `node:util` import here: the inspect hook is the global symbol {@link INSPECT}
 * (`Symbol.for("nodejs.util.inspect.custom")`), which Node's `util.inspect` looks up.
 */

/** A Jupyter MIME bundle: MIME type → payload (strings; JSON payloads as objects). */
export type MimeBundle = Record<string, string | object>;

/** The key of the {@link Showable} method: `Symbol.for("cgtlab.mime")`. */
export const MIME: unique symbol = Symbol.for("cgtlab.mime");

/** Node's custom-inspect key, `Symbol.for("nodejs.util.inspect.custom")` (no `node:util` import needed). */
export const INSPECT: unique symbol = Symbol.for("nodejs.util.inspect.custom");

/** An object that knows how to display itself in a notebook: `[MIME]()` returns its bundle. */
export interface Showable {
  /** The bundle to display: `text/plain` and any of `image/svg+xml`, `text/html`, plotly JSON. */
  [MIME](): MimeBundle;
}

/** True when `x` implements the {@link Showable} protocol. O(1). */
export function isShowable(x: unknown): x is Showable {
  return (typeof x === "object" || typeof x === "function") && x !== null && typeof (x as Partial<Showable>)[MIME] === "function";
}

/** How a kind of object looks: its picture, a short label, its JSON data and an optional drawing. */
export interface PictureSpec<T> {
  /** The picture as text (`toString`, and `util.inspect` at the top level). Several lines allowed. */
  readonly text: (x: T) => string;
  /** A short heading naming the kind and size, e.g. "Konane 2×3" (printed before the picture). */
  readonly label: (x: T) => string;
  /**
   * The one-line form used when the object is printed inside another (an array, a record):
   * default the picture with line breaks written as `|`.
   */
  readonly line?: (x: T) => string;
  /** What `JSON.stringify` writes: the object's data (default: its own enumerable fields, typed arrays as arrays). */
  readonly json?: (x: T) => unknown;
  /** An SVG drawing for `notebook.show` (default: none; the bundle then has text only). */
  readonly svg?: (x: T) => string;
}

/** Own enumerable fields, typed arrays written as plain arrays (the default JSON form). O(fields). */
export function plainData(x: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) out[k] = ArrayBuffer.isView(v) && !(v instanceof DataView) ? Array.from(v as unknown as ArrayLike<number>) : v;
  return out;
}

/**
 * Define on `proto` (a class prototype, so instances pay nothing) the non-enumerable methods
 * that make its instances print as their picture: `toString()` (the picture), `toJSON()` (the
 * data), `[INSPECT]` (label and picture at the top level; one line `Label⟨a|b⟩` when nested) and
 * `[MIME]` (text, plus SVG when `spec.svg` is given). O(1); printing costs O(picture).
 */
export function definePicture<T extends object>(proto: T, spec: PictureSpec<T>): void {
  const line = spec.line ?? ((x: T) => spec.text(x).split("\n").join("|"));
  const methods: Record<PropertyKey, unknown> = {
    toString(this: T): string {
      return spec.text(this);
    },
    toJSON(this: T): unknown {
      return spec.json ? spec.json(this) : plainData(this);
    },
    [INSPECT](this: T, depth: number, options: { depth?: number | null }): string {
      const nested = typeof depth === "number" && typeof options?.depth === "number" && depth < options.depth;
      const text = spec.text(this);
      if (nested || !text.includes("\n")) return `${spec.label(this)}⟨${line(this)}⟩`;
      return `${spec.label(this)}\n${text}`;
    },
    [MIME](this: T): MimeBundle {
      const bundle: MimeBundle = { "text/plain": `${spec.label(this)}\n${spec.text(this)}` };
      if (spec.svg) bundle["image/svg+xml"] = spec.svg(this);
      return bundle;
    },
  };
  for (const key of Reflect.ownKeys(methods)) {
    Object.defineProperty(proto, key, { value: methods[key as string], writable: true, configurable: true, enumerable: false });
  }
}
