import { formatDuration } from './duration.js';

export function describeJob(job) {
  if (job.finishedAt === undefined) return `${job.name}: running`;
  return `${job.name}: ${job.status} in ${formatDuration(job.finishedAt - job.startedAt)}`;
}
