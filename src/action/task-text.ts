// A task given as text (the task input, a dispatch's task, a task-file): first line the title.
import type { RunTask } from '../agent/run.js';

/** First line = title, the rest = body. */
export function taskFromText(text: string, source: RunTask['source']): RunTask {
  const [title, ...rest] = text.trim().split('\n');
  return { source, title: (title ?? '').trim(), body: rest.join('\n').trim() || undefined };
}
