// The action's log: every line goes through src/action/main.ts, which redacts it and passes it
// through `plainLogText` before @actions/core writes it to stdout.
//
// The runner reads the action's stdout line by line and runs any line that, after leading white
// space, starts with `::` as a workflow command (`::error`, `::add-mask::`, `::set-output`,
// `::stop-commands::`), and any line holding `##[` as one in the older form. Log lines carry text
// the model, an issue or a check wrote (a refused path, a tool's name, a failure message), so no
// logged text may start a line of its own or hold either form: line breaks split the text into
// lines, each line's control characters are escaped (\xNN, \uNNNN), a line that would start with
// `::` gets a leading `\`, and `##[` is written `##\[`. Nothing else changes, so our own lines read
// as they always did. (core.warning and core.error are commands whose text @actions/core escapes.)
export interface Logger {
  info(m: string): void;
  warning(m: string): void;
  /** A ::notice:: annotation (shown on the run's page); loggers without it write an info line. */
  notice?(m: string): void;
}

/** Control characters, and the white space .NET's TrimStart removes that JavaScript's \s does not know. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200d\u2060\ufeff]/g;

/** `text` as lines that the runner reads as plain text, never as a workflow command. */
export function plainLogText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw) => {
      const line = raw.replace(CONTROL, (c) => {
        const code = c.charCodeAt(0);
        return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
      });
      const guarded = line.replaceAll('##[', '##\\[');
      return /^\s*::/.test(guarded) ? `\\${guarded}` : guarded;
    })
    .join('\n');
}
