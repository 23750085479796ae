// One money limit shared by runs that go at the same time (`agent-fix eval --max-cost-usd` under
// --eval-concurrency). Each run's Budget holds a call's worst case here before the call and settles it
// with the call's billed cost afterwards, so at any moment
//
//   spent + held <= cap      (a hold is granted only when it fits)
//   billed cost of a call <= its hold   (the Budget's worst-case bound, see budget.ts)
//
// and the billed cost of all runs together never exceeds the cap. A call that fails keeps its
// worst case as spent: the provider may have billed it, and nothing reported what it cost.

export interface Hold {
  readonly usd: number;
}

export class CostPool {
  private spent = 0;
  private readonly holds = new Set<Hold>();
  private waiters: (() => void)[] = [];

  constructor(readonly capUsd: number) {
    if (!(capUsd > 0) || !Number.isFinite(capUsd)) throw new Error(`a cost pool needs a positive cap, got ${capUsd}`);
  }

  /** Billed (or, for failed calls, worst-case) dollars settled so far. */
  get spentUsd(): number {
    return this.spent;
  }

  /** Calls in flight: holds not yet settled. */
  get inFlight(): number {
    return this.holds.size;
  }

  /** What a new hold may take now. */
  available(): number {
    let held = 0;
    for (const h of this.holds) held += h.usd;
    return this.capUsd - this.spent - held;
  }

  /** Holds `usd` for one call; null when it does not fit. */
  hold(usd: number): Hold | null {
    if (!(usd >= 0) || usd > this.available()) return null;
    const h: Hold = { usd };
    this.holds.add(h);
    return h;
  }

  /**
   * The call is over: its hold is released and what it cost is spent. (More than the hold only from an
   * endpoint that ignored max_completion_tokens; then nothing fits any more and the overshoot shows.)
   */
  settle(hold: Hold, billedUsd: number): void {
    if (!this.holds.delete(hold)) return;
    this.spent += Math.max(0, billedUsd);
    this.wake();
  }

  /** Resolves at the next settle (or when `signal` aborts): a run waiting for other calls to finish. */
  changed(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        signal?.removeEventListener('abort', done);
        resolve();
      };
      this.waiters.push(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
