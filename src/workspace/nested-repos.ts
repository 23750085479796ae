// Another repository inside the workspace is not the agent's to write: a submodule's folder (a
// gitlink in HEAD, checked out or left empty) or any folder holding a `.git` entry. Its files are
// never part of this repository's commit, and a repository planted there is exactly what git would
// open, with its own config and hooks, if it were ever asked about it (issue 21).
import { execFile } from 'node:child_process';
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { gitEnv, safeGitArgs } from '../sandbox/index.js';

export interface Enclosing {
  /** The folder of the other repository, relative to the root. */
  folder: string;
  kind: 'submodule' | 'repository';
}

export class NestedRepos {
  private gitlinks: Promise<ReadonlySet<string>> | undefined;

  constructor(private readonly root: string) {}

  /**
   * The submodule or nested repository `rel` (a real path relative to the root) is in, or is; undefined
   * when it belongs to the workspace's own repository.
   */
  async enclosing(rel: string): Promise<Enclosing | undefined> {
    const links = await this.links();
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (links.has(folder)) return { folder, kind: 'submodule' };
      if (i < parts.length && (await exists(join(this.root, folder, '.git')))) return { folder, kind: 'repository' };
    }
    return undefined;
  }

  /** HEAD's gitlinks (mode 160000), read once: HEAD does not move during a run. None outside a repository. */
  private links(): Promise<ReadonlySet<string>> {
    this.gitlinks ??= new Promise((resolve) =>
      execFile(
        'git',
        safeGitArgs(['-C', this.root, 'ls-tree', '-r', '-z', '--full-tree', 'HEAD']),
        { env: gitEnv(process.env), maxBuffer: 256 * 1024 * 1024 },
        (err, stdout) => {
          const out = new Set<string>();
          if (!err)
            for (const record of stdout.split('\0')) if (record.startsWith('160000 ')) out.add(record.slice(record.indexOf('\t') + 1));
          resolve(out);
        },
      ),
    );
    return this.gitlinks;
  }
}

const exists = (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );
