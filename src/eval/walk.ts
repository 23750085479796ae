// A recursive listing that never follows symbolic links (an agent may plant them).
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface Entry {
  /** Forward-slash path relative to the walked folder. */
  rel: string;
  dirent: Dirent;
}

/** Entries under dir, parents before children; `descend` decides whether a folder's contents are listed. */
export async function walk(dir: string, descend: (e: Entry) => boolean = () => true, prefix = ''): Promise<Entry[]> {
  const out: Entry[] = [];
  const dirents = await readdir(join(dir, prefix), { withFileTypes: true });
  for (const dirent of dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const entry = { rel: prefix ? `${prefix}/${dirent.name}` : dirent.name, dirent };
    out.push(entry);
    if (dirent.isDirectory() && descend(entry)) out.push(...(await walk(dir, descend, entry.rel)));
  }
  return out;
}

/** Every regular file under dir, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  return (await walk(dir)).filter((e) => e.dirent.isFile()).map((e) => e.rel);
}
