/**
 * Errors a user causes show in a notebook cell as one line (issue 15 item 3). tslab prints a
 * failed cell's error with `console.error(err)`, i.e. `util.inspect(err)`: the message followed by
 * the whole stack into `lib/dist`. For the errors that mean "your input or your limit", the stack
 * says nothing the message does not: {@link conciseUserErrors} gives their classes an inspect form
 * that is just `Name: message` (the message names what was wrong and where). Every other error
 * (a bug, a TypeError in a cell) keeps its stack. The `stack` property itself is unchanged, so
 * debuggers, vitest and the notebook executor's checks see the full trace.
 *
 * User errors: {@link InputError} and its subclasses (RulesetCheckError, and StaleValueError
 * from the value objects of issue 15), {@link BudgetExceededError}, {@link InterruptedError};
 * and those raised in a worker thread (re-created by name in the kernel, see {@link isUserErrorName}).
 */
import { BudgetExceededError, INSPECT, InputError } from "../util";
import { InterruptedError, USER_ERROR_NAMES } from "./worker";

/** Whether an error name is one of a user error (see the module comment). O(1). */
export function isUserErrorName(name: string): boolean {
  return USER_ERROR_NAMES.has(name);
}

/** Whether `err` is an error a user causes: an instance of a user-error class or an error carrying one's name. O(1). */
export function isUserError(err: unknown): err is Error {
  return err instanceof InputError || err instanceof BudgetExceededError || err instanceof InterruptedError || (err instanceof Error && isUserErrorName(err.name));
}

/** The one line a user error shows as: `Name: message`. O(message). */
export function conciseError(err: Error): string {
  return `${err.name}: ${err.message}`;
}

function concise(this: Error): string {
  return conciseError(this);
}

let installed = false;

/**
 * Make the user-error classes inspect as one line (`Name: message`) in this process. Installed
 * when cgtlab's notebook layer is first used inside a tslab kernel (outside a kernel, scripts and
 * tests keep full traces). Idempotent; returns whether it was already installed. O(1).
 */
export function conciseUserErrors(): boolean {
  if (installed) return true;
  installed = true;
  for (const cls of [InputError, BudgetExceededError, InterruptedError]) {
    Object.defineProperty(cls.prototype, INSPECT, { value: concise, configurable: true, writable: true, enumerable: false });
  }
  return false;
}

/** Remove what {@link conciseUserErrors} installed (tests). O(1). */
export function fullUserErrors(): void {
  installed = false;
  for (const cls of [InputError, BudgetExceededError, InterruptedError]) Reflect.deleteProperty(cls.prototype, INSPECT);
}
