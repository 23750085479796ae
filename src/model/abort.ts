// A signal that aborts when its parent does or when a deadline passes, held by strong references.
// Not AbortSignal.any/AbortSignal.timeout: on Node 20 a composite keeps its sources only weakly,
// so after a garbage collection the deadline can silently stop firing (a stalled call then runs on).

export interface Deadline {
  signal: AbortSignal;
  /** Clears the timer and the parent listener; call when the guarded work is over. */
  dispose(): void;
}

export function deadline(parent: AbortSignal | undefined, ms: number): Deadline {
  const controller = new AbortController();
  const abort = (): void => controller.abort(parent?.aborted ? parent.reason : new Error(`deadline of ${ms} ms passed`));
  const timer = setTimeout(abort, Math.max(0, ms));
  if (parent?.aborted) abort();
  else parent?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', abort);
    },
  };
}
