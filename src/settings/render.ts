// What is generated from the declaration: action.yml's inputs block, the inputs reference in
// docs/inputs.md, and the CLI's usage lines and --help. Pure text functions; `npm run settings:docs`
// writes the files and test/settings/declaration.test.ts checks that they are up to date.
import { ALIASES_REMOVED_IN, INPUT_NAMES, MODES, SETTINGS, type CommandName, type Setting, type SettingName } from './declaration.js';

const entry = (name: SettingName): Setting & { aliases?: readonly string[]; env?: readonly string[]; required?: readonly string[] } =>
  SETTINGS[name];

/** The `inputs:` block of action.yml, from `inputs:` to the line before `outputs:`. */
export function actionInputsYaml(): string {
  const lines = ['inputs:'];
  for (const name of INPUT_NAMES) {
    const s = entry(name);
    lines.push(`  ${name}:`, `    description: ${JSON.stringify(s.help)}`, '    required: false');
    lines.push(`    default: ${s.actionDefault ?? JSON.stringify(s.default)}`);
  }
  return `${lines.join('\n')}\n`;
}

export const REFERENCE_BEGIN = '<!-- settings:begin (generated from src/settings/declaration.ts by npm run settings:docs) -->';
export const REFERENCE_END = '<!-- settings:end -->';

const cell = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${text}\``;

function defaultCell(s: Setting): string {
  if (s.defaultText) return cell(s.defaultText);
  return s.default === '' ? '' : code(s.default);
}

/** The inputs reference: every action input with its default, the modes that read it, its CLI flag and its meaning. */
export function inputsReference(): string {
  const rows = INPUT_NAMES.map((name) => {
    const s = entry(name);
    const modes = s.modes.length === MODES.length ? 'all' : s.modes.join(', ');
    const cli =
      s.commands.length === 0 ? '' : 'flag' in s ? (s.env ?? []).map(code).join(' or ') : `${code(`--${name}`)} (${s.commands.join(', ')})`;
    return `| ${code(name)} | ${defaultCell(s)} | ${modes} | ${cli} | ${cell(s.help)} |`;
  });
  return [REFERENCE_BEGIN, '', '| input | default | modes | CLI | meaning |', '|---|---|---|---|---|', ...rows, '', REFERENCE_END].join(
    '\n',
  );
}

/** One usage line per command, wrapped: `agent-fix run [--workspace DIR] ...`; required flags are not bracketed. */
export function usageLines(command: CommandName, flags: readonly SettingName[], around: { before?: string; after?: string } = {}): string {
  const head = `agent-fix ${command}${around.before ? ` ${around.before}` : ''}`;
  const parts = flags.map((name) => {
    const s = entry(name);
    const form = 'switch' in s && s.switch ? `--${name}` : `--${name} ${s.value}`;
    return s.required?.includes(command) ? form : `[${form}]`;
  });
  if (around.after) parts.push(around.after);
  const indent = ' '.repeat(head.length + 1);
  const lines: string[] = [];
  let line = head;
  for (const p of parts) {
    if (line.length + 1 + p.length > 120) {
      lines.push(`${line} \\`);
      line = indent + p;
    } else line = `${line} ${p}`;
  }
  lines.push(line);
  return lines.join('\n');
}

const wrap = (text: string, width: number, indent: string): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.map((l, i) => (i === 0 ? l : indent + l));
};

/** `agent-fix help <command>`: every flag with its meaning, default and old spelling; the environment it reads. */
export function flagHelp(command: CommandName, settings: readonly SettingName[]): string {
  const flags = settings.filter((n) => !('flag' in entry(n)));
  const fromEnv = settings.filter((n) => 'flag' in entry(n) || (entry(n).env?.length ?? 0) > 0);
  const forms = flags.map((n) => ('switch' in entry(n) ? `--${n}` : `--${n} ${entry(n).value}`));
  const width = Math.min(30, Math.max(...forms.map((f) => f.length)));
  const pad = ' '.repeat(width + 4);
  const lines = ['options:'];
  flags.forEach((name, i) => {
    const s = entry(name);
    const extra = [
      s.required?.includes(command) ? 'required' : undefined,
      s.required?.includes(command)
        ? undefined
        : s.defaultText
          ? `default: ${s.defaultText}`
          : s.default !== '' && !('switch' in s)
            ? `default: ${s.default}`
            : undefined,
      s.env?.length ? `else from ${s.env.join(' or ')}` : undefined,
      s.aliases?.length ? `old spelling ${s.aliases.map((a) => `--${a}`).join(', ')} (accepted until ${ALIASES_REMOVED_IN})` : undefined,
    ].filter(Boolean);
    const form = forms[i]!;
    const body = wrap(s.help, 110 - pad.length, pad);
    if (extra.length) body.push(pad + extra.join('; '));
    lines.push(form.length > width ? `  ${form}\n${pad}${body.join('\n')}` : `  ${form.padEnd(width)}  ${body.join('\n')}`);
  });
  const envOnly = fromEnv.filter((n) => 'flag' in entry(n));
  if (envOnly.length) {
    lines.push('', 'environment:');
    for (const name of envOnly) lines.push(`  ${entry(name).env!.join(' or ')}: ${name}. ${entry(name).help}`);
  }
  return lines.join('\n');
}
