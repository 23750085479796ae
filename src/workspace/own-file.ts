// A file the action or the CLI writes itself (the run report), possibly inside the workspace, where a
// check may have planted links. Nothing is written through a link: every folder of the path below
// the workspace root must be a real folder (missing ones are created), and the file is opened with
// O_NOFOLLOW (and O_NONBLOCK: a planted FIFO fails instead of hanging) and must be a regular file with one link, so a symbolic or hard link planted at its name
// makes the write fail instead of landing wherever it points (issue 21, case 4).
import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

export class OwnFileError extends Error {
  override name = 'OwnFileError';
}

/** Writes `text` to `path`; throws OwnFileError (nothing written) when a link is in the way. */
export async function writeOwnFile(path: string, text: string, workspace: string): Promise<void> {
  const abs = resolve(path);
  const roots = [resolve(workspace), await realpath(workspace).catch(() => resolve(workspace))];
  const root = roots.find((r) => inside(r, abs));
  if (root === undefined) await mkdir(dirname(abs), { recursive: true });
  else {
    let at = root;
    for (const part of relative(root, dirname(abs)).split(sep).filter(Boolean)) {
      at = `${at}${sep}${part}`;
      const info = await lstat(at).catch(() => null);
      if (info === null) await mkdir(at);
      else if (info.isSymbolicLink())
        throw new OwnFileError(`${relative(root, at)} in ${path} is a symbolic link; nothing was written there`);
      else if (!info.isDirectory()) throw new OwnFileError(`${relative(root, at)} in ${path} is not a folder; nothing was written there`);
    }
  }
  let handle;
  try {
    handle = await open(abs, constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o644);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new OwnFileError(`${path} is a symbolic link; nothing was written there`);
    throw err;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.nlink > 1)
      throw new OwnFileError(
        `${path} is not a regular file of its own (${info.isFile() ? 'a hard link' : 'not a file'}); nothing was written there`,
      );
    await handle.truncate(0);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

function inside(root: string, abs: string): boolean {
  const r = relative(root, abs);
  return r !== '' && !r.startsWith('..') && !isAbsolute(r);
}
