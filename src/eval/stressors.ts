// The vocabulary of edit-interface stressors a task can claim in task.json `stresses`. Declared once;
// test/eval/manifest.test.ts checks every claim against the task's repo/ and fix/ with these meanings.
export const STRESSORS = {
  'one-line': 'the fix changes exactly one line of one file',
  'body-rewrite': 'three or more lines change in one file (a function body is rewritten)',
  insert: 'new code is added to an existing file (it grows by three or more lines)',
  'new-file': 'the fix creates a file that the repository does not have',
  'multi-file': 'the fix touches two or more files',
  move: 'code moves from one file to another (lines leave one file and appear in another)',
  rename: 'a file is renamed (fix.json `rename`) and its importers follow',
  delete: 'a file is deleted, or a file loses three or more lines',
  'long-file': 'the fix edits a file of more than 2,000 lines',
  'look-alike': 'a line the fix changes appears more than once in its original file',
  crlf: 'the fix edits a file with CRLF line endings, which must survive the edit',
  tabs: 'the fix edits a tab-indented file, whose indentation must survive the edit',
} as const;

export type Stressor = keyof typeof STRESSORS;
export const STRESSOR_NAMES = Object.keys(STRESSORS) as [Stressor, ...Stressor[]];

/** A "long file" for the `long-file` stressor: more lines than this. */
export const LONG_FILE_LINES = 2000;
