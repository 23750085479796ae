// The few git commands the eval needs to give the agent a repository; never through a shell.
import { execFile } from 'node:child_process';

/** Fixed settings: the work tree's bytes are committed as they are (CRLF tasks stay CRLF), unsigned. */
const GIT_CONFIG = ['-c', 'core.autocrlf=false', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main'];
const IDENTITY = ['-c', 'user.name=agent-fix eval', '-c', 'user.email=eval@agent-fix.invalid'];

/** The caller's GIT_DIR and friends (set inside git hooks, say) must not redirect these commands. */
function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  return env;
}

export function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', [...GIT_CONFIG, ...IDENTITY, ...args], { cwd, env: gitEnv(), maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`git ${args.join(' ')} failed in ${cwd}: ${stderr.trim() || err.message}`));
      else resolve(stdout);
    });
  });
}
