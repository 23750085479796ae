// §10 and S2: the text the model reads after an edit call (spot checks of required content).
import { describe, expect, it } from 'vitest';
import { renderAnswer } from '../../src/edit/answer.js';
import { answerText, parseRefusal, parseText } from '../../src/edit/messages.js';
import { planCall } from '../../src/edit/plan.js';
import type { ParseOutcome, Plan } from '../../src/edit/types.js';
import { revOf, snap } from './helpers.js';

const LONG = Array.from({ length: 60 }, (_, i) => `line${i + 1}`).join('\n') + '\n';

function accepted(): Plan {
  const s = snap({ 'a.py': LONG, 'b.py': 'x\n' });
  return planCall(
    'verified_selection',
    {
      edits: [
        {
          path: 'a.py',
          revision: revOf(s, 'a.py'),
          start_line: 9,
          end_line: 10,
          first_line: 'line10',
          last_line: 'line11',
          new_text: 'line10\nNEW\nline11',
        },
        { path: 'b.py', delete: true, revision: revOf(s, 'b.py') },
        { path: 'c.py', create: true, new_text: Array.from({ length: 40 }, (_, i) => `c${i + 1}`).join('\n') },
      ],
    },
    s,
    { alignWindow: 3 },
  );
}

const files = [
  { path: 'a.py', revision: 'aaaaaaaaaaaa', lineCount: 61 },
  { path: 'c.py', revision: 'cccccccccccc', lineCount: 40 },
];

describe('renderAnswer', () => {
  it('§10/S2 accepted: per file revision, line count, notes, parse status and numbered new regions', () => {
    const plan = accepted();
    expect(plan.ok).toBe(true);
    const parse: ParseOutcome[] = [
      { path: 'a.py', language: 'python', errorsBefore: 0, errorsAfter: 0 },
      { path: 'c.py', language: null, errorsBefore: 0, errorsAfter: 0 },
    ];
    const text = renderAnswer({ plan, parse, files, written: true, parseMode: 'reject' });
    expect(text).toContain('a.py · revision aaaaaaaaaaaa · 61 lines · +1 -0');
    expect(text).toContain('- edit 0: aligned by +1: lines 10-11 as quoted (sent 9-10)');
    expect(text).toContain(`- ${parseText.ok('python')}`);
    expect(text).toContain(`- ${parseText.unsupported}`);
    // New numbering: NEW is line 11, with two lines of context either side.
    expect(text).toContain(' 9| line9\n10| line10\n11| NEW\n12| line11\n13| line12');
    expect(text).not.toContain('14| line13');
    expect(text).toContain('b.py · deleted');
    // A long created region shows head and tail only.
    expect(text).toContain(answerText.moreLines(24));
    expect(text).toContain(' 1| c1');
    expect(text).toContain('40| c40');
    expect(text).not.toContain('20| c20');
    expect(text).not.toContain(answerText.nothingWritten);
  });

  it('C3 warn mode reports new syntax errors with the excerpt; off mode says so', () => {
    const plan = accepted();
    const warn: ParseOutcome = {
      path: 'a.py',
      language: 'python',
      errorsBefore: 1,
      errorsAfter: 3,
      firstNewError: { line: 11, excerpt: '11| NEW' },
    };
    const text = renderAnswer({ plan, parse: [warn], files, written: true, parseMode: 'warn' });
    expect(text).toContain('parse check (warn): 2 new syntax errors (1 before, 3 after), first at line 11');
    expect(renderAnswer({ plan, parse: [], files, written: true, parseMode: 'off' })).toContain(parseText.off);
  });

  it('§10 refused: nothing written, and every refusal with index, code, why and next step', () => {
    const s = snap({ 'a.py': LONG });
    const plan = planCall(
      'verified_selection',
      {
        edits: [
          { path: 'a.py', revision: revOf(s, 'a.py'), start_line: 5, end_line: 5, first_line: 'line5', last_line: 'line5', new_text: 'ok' },
          { path: 'a.py', revision: 'old000000000', start_line: 7, end_line: 7, first_line: 'line7', last_line: 'line7', new_text: 'x' },
          { path: 'a.py', revision: revOf(s, 'a.py'), start_line: 30, end_line: 31, first_line: 'nope', last_line: 'line31', new_text: '' },
        ],
      },
      s,
      { alignWindow: 3 },
    );
    const text = renderAnswer({ plan, parse: [], files: [], written: false, parseMode: 'reject' });
    expect(text.startsWith(`${answerText.nothingWritten} 2 refusals:`)).toBe(true);
    expect(text).toContain('edit 1 (a.py) stale_revision (rule I5): ');
    expect(text).toContain(`the current revision is ${revOf(s, 'a.py')}`);
    expect(text).toContain('edit 2 (a.py) boundary_mismatch: ');
    expect(text).toContain('start_line 30 is `line30`');
    expect(text.match(/\n {2}next: /g)?.length).toBe(2);
    expect(text).not.toContain('edit 0');
    expect(text).toContain(answerText.atomic);
  });

  it('C2 parseRefusal carries the first new error, its excerpt and the suggestion', () => {
    const r = parseRefusal(
      {
        path: 'a.py',
        language: 'python',
        errorsBefore: 0,
        errorsAfter: 1,
        firstNewError: { line: 51, excerpt: '50| def f(:\n51|     )' },
        suggestion: 'would parse with end_line 51',
      },
      2,
    );
    expect(r).toMatchObject({ index: 2, path: 'a.py', code: 'parse_error' });
    expect(r.message).toContain('first new error at line 51');
    expect(r.message).toContain('51|     )');
    expect(r.message).toContain('would parse with end_line 51');
    const plan: Plan = { ok: false, changes: [], notes: [], refusals: [r] };
    const text = renderAnswer({ plan, parse: [], files: [], written: false, parseMode: 'reject' });
    expect(text).toContain('edit 2 (a.py) parse_error: ');
    expect(text).toContain(answerText.nothingWritten);
  });

  it('a call-level refusal is labelled "call"; a checked plan that was not written says so', () => {
    const plan: Plan = { ok: false, changes: [], notes: [], refusals: [{ index: -1, code: 'malformed', message: 'bad', next: 'fix' }] };
    expect(renderAnswer({ plan, parse: [], files: [], written: false, parseMode: 'reject' })).toContain('call malformed: bad\n  next: fix');
    expect(renderAnswer({ plan: accepted(), parse: [], files, written: false, parseMode: 'reject' })).toBe(
      `${answerText.nothingWritten} ${answerText.notWritten}`,
    );
  });
});
