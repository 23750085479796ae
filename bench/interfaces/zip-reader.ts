// Reads chosen entries of a JDK src.zip in place (no extraction, nothing copied into the repo).
// Only what src.zip needs: stored or deflated entries, no ZIP64, no encryption.
import { openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function readAt(fd: number, offset: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  readSync(fd, buf, 0, length, offset);
  return buf;
}

function centralDirectory(fd: number, size: number): Entry[] {
  const tailLen = Math.min(size, 65_557);
  const tail = readAt(fd, size - tailLen, tailLen);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)');
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new Error('ZIP64 archives are not supported');
  const cd = readAt(fd, cdOffset, cdSize);
  const entries: Entry[] = [];
  let p = 0;
  for (let i = 0; i < count && p + 46 <= cd.length; i++) {
    if (cd.readUInt32LE(p) !== 0x02014b50) break;
    const method = cd.readUInt16LE(p + 10);
    const compressedSize = cd.readUInt32LE(p + 20);
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    const localOffset = cd.readUInt32LE(p + 42);
    const name = cd.toString('utf8', p + 46, p + 46 + nameLen);
    entries.push({ name, method, compressedSize, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Returns the bytes of each wanted entry that exists (missing names are left out). */
export function readZipEntries(zipPath: string, wanted: readonly string[]): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const fd = openSync(zipPath, 'r');
  try {
    const size = fstatSync(fd).size;
    const want = new Set(wanted);
    for (const e of centralDirectory(fd, size)) {
      if (!want.has(e.name)) continue;
      const local = readAt(fd, e.localOffset, 30);
      if (local.readUInt32LE(0) !== 0x04034b50) continue;
      const dataStart = e.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const raw = readAt(fd, dataStart, e.compressedSize);
      if (e.method === 0) out.set(e.name, raw);
      else if (e.method === 8) out.set(e.name, inflateRawSync(raw));
    }
  } finally {
    closeSync(fd);
  }
  return out;
}
