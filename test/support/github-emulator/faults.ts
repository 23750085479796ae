// Fault injection per OpenAPI operationId: the next N (or all) valid requests to an operation get an error.

export interface Fault {
  status: number;
  message?: string;
  /** Extra response headers, e.g. retry-after for rate limits. */
  headers?: Record<string, string>;
  /** Full error body instead of `{message, documentation_url, status}`. */
  body?: unknown;
  /** Apply the operation first, then answer the error (a gateway timeout after the write succeeded). */
  afterApplying?: boolean;
  /** Hold the answer this long first, so a client's own timeout fires before it (a hung gateway). */
  delayMs?: number;
}

interface Planned {
  fault: Fault;
  remaining: number | 'always';
}

export interface InjectedFault {
  operationId: string;
  status: number;
}

export class FaultPlan {
  private readonly planned = new Map<string, Planned[]>();
  /** Faults actually served, in order. */
  readonly injected: InjectedFault[] = [];

  /** The next `times` requests to `operationId` fail with `fault`; 'always' until cleared. */
  failNext(operationId: string, fault: Fault, times: number | 'always' = 1): this {
    const list = this.planned.get(operationId) ?? [];
    list.push({ fault, remaining: times });
    this.planned.set(operationId, list);
    return this;
  }

  failAlways(operationId: string, fault: Fault): this {
    return this.failNext(operationId, fault, 'always');
  }

  clear(operationId?: string): void {
    if (operationId) this.planned.delete(operationId);
    else this.planned.clear();
  }

  /** Consumes and returns the fault for this request, if one is planned. */
  take(operationId: string): Fault | undefined {
    const list = this.planned.get(operationId);
    const head = list?.[0];
    if (!list || !head) return undefined;
    if (head.remaining !== 'always') {
      head.remaining -= 1;
      if (head.remaining <= 0) list.shift();
    }
    this.injected.push({ operationId, status: head.fault.status });
    return head.fault;
  }
}
