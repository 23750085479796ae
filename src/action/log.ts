// The action's log: every line goes through src/action/main.ts, which redacts it for @actions/core.
export interface Logger {
  info(m: string): void;
  warning(m: string): void;
  /** A ::notice:: annotation (shown on the run's page); loggers without it write an info line. */
  notice?(m: string): void;
}
