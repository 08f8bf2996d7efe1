/**
 * Runs a sliced computation (a generator that yields between small units of work) to its result at once.
 * The sliced form lets a server spread a long build over many event-loop turns; everything else calls
 * the plain function, which runs the same steps through this.
 */
export function runToEnd<R>(steps: Generator<void, R, void>): R {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}
