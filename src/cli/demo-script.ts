// The demo's recorded trajectory: what a model did on the sample task, replayed by the scripted
// server. Turns are functions of the request so revisions come from the real tool answers.
import { SAMPLE_FILES } from './demo-sample.js';

interface ReqLike {
  messages: { role: string; content?: unknown }[];
}
type Turn = { toolCalls: { name: string; arguments: object }[]; content?: string } | { content: string };

const FILE = 'src/invoice.js';
const lines = (SAMPLE_FILES[FILE] ?? '').split('\n');
const lineOf = (prefix: string): number => {
  const i = lines.findIndex((l) => l.startsWith(prefix));
  if (i < 0) throw new Error(`demo sample lacks ${prefix}`);
  return i + 1;
};

/** The latest revision of FILE that a tool answer showed. */
function lastRevision(req: ReqLike): string {
  for (let i = req.messages.length - 1; i >= 0; i--) {
    const m = req.messages[i];
    if (m?.role !== 'tool' || typeof m.content !== 'string') continue;
    const hit = /revision[:\s]+([0-9a-f]{12})/.exec(m.content);
    if (hit?.[1]) return hit[1];
  }
  return '000000000000';
}

export function demoTurn(req: ReqLike, index: number): Turn {
  const discount = lineOf('  const discount');
  const total = lineOf('export function invoiceTotal');
  const helper = lineOf('function roundCents');
  const discountText = lines[discount - 1] ?? '';
  const fixed = '  const discount = subtotal * (discountPercent / 100);';
  switch (index) {
    case 0:
      return { content: 'Let me look at the project.', toolCalls: [{ name: 'list_files', arguments: {} }] };
    case 1:
      return { toolCalls: [{ name: 'read_file', arguments: { path: FILE } }] };
    case 2:
      // A miscounted pointer: the quote is right, the line number is five lines off (outside the window).
      return {
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: FILE,
                  revision: lastRevision(req),
                  start_line: discount + 5,
                  end_line: discount + 5,
                  first_line: discountText,
                  last_line: discountText,
                  new_text: fixed,
                },
              ],
            },
          },
        ],
      };
    case 3:
      return {
        content: 'The refusal says where the quoted line is; retrying there, and moving the helper with @@ref.',
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: FILE,
                  revision: lastRevision(req),
                  start_line: total,
                  end_line: total,
                  first_line: lines[total - 1],
                  last_line: lines[total - 1],
                  new_text: `@@ref${helper}-${helper + 2}@@\n\n${lines[total - 1]}`,
                },
                {
                  path: FILE,
                  revision: lastRevision(req),
                  start_line: discount,
                  end_line: discount,
                  first_line: discountText,
                  last_line: discountText,
                  new_text: fixed,
                },
                {
                  path: FILE,
                  revision: lastRevision(req),
                  start_line: helper - 1,
                  end_line: helper + 2,
                  first_line: '',
                  last_line: '}',
                  new_text: '',
                },
              ],
            },
          },
        ],
      };
    case 4:
      return { toolCalls: [{ name: 'run_checks', arguments: {} }] };
    default:
      return {
        content: [
          'Fixed the discount: `invoiceTotal` treated `discountPercent` as a fraction, so 10 removed ten times the subtotal. It now divides by 100, and a 10% discount on 20.00 gives 18.00.',
          "Moved `roundCents` above `invoiceTotal` (copied with @@ref, not retyped). The sample's tests pass.",
        ].join('\n\n'),
      };
  }
}
