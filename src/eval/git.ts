// The few git commands the eval needs to give the agent a repository; never through a shell.
import { execFile } from 'node:child_process';
import { gitEnv, safeGitArgs } from '../sandbox/index.js';

/** Fixed settings: the work tree's bytes are committed as they are (CRLF tasks stay CRLF), unsigned. */
const GIT_CONFIG = ['-c', 'core.autocrlf=false', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main'];
const IDENTITY = ['-c', 'user.name=agent-fix eval', '-c', 'user.email=eval@agent-fix.invalid'];

/** Also without the caller's GIT_DIR and friends (set inside git hooks, say): they must not redirect these commands. */
function evalGitEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(gitEnv(process.env)).filter(([k]) => !k.startsWith('GIT_')));
}

export function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      safeGitArgs([...GIT_CONFIG, ...IDENTITY, ...args]),
      { cwd, env: evalGitEnv(), maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`git ${args.join(' ')} failed in ${cwd}: ${stderr.trim() || err.message}`));
        else resolve(stdout);
      },
    );
  });
}
