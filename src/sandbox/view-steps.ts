// What the sandbox script mounts, as steps for one perl program each (mounts.ts): before the
// workspace's view exists (the stage and the check's writable space), then around it (what is
// hidden, bound back, masked). The numbers name the script's steps (script.ts).
import type { Layout } from './layout.js';
import { ATTR, type MountStep } from './mounts.js';

/** What the steps need of the script's input (script.ts ScriptInput). */
export interface ViewInput {
  layout: Layout;
  sandbox: { uid: number; gid: number };
  bounds: { diskMb: number | null };
  workspaceMode: number;
  readOnly: readonly string[];
}

const NOSUID_NODEV = ATTR.nosuid | ATTR.nodev;
const PREPARE = "cannot prepare the check's writable space";

/** Where the script works: the stage, its writable space T, the workspace, the hidden places it fills. */
export function places(layout: Layout) {
  if (!layout.stage) throw new Error('no hidden place is free to stage the workspace');
  const stage = layout.stage;
  const T = `${stage}/t`;
  const shared = layout.hide.filter((h) => h.kind === 'shared');
  return {
    stage,
    stageRoot: stage.slice(0, stage.lastIndexOf('/')),
    ws: layout.workspace,
    T,
    shared,
    nested: layout.hide.filter((h) => h.kind !== 'empty'),
    scratchOf: (h: Layout['hide'][number]): string => (h.kind === 'home' ? `${T}/home` : `${T}/s${shared.indexOf(h)}`),
  };
}

/**
 * An empty tmpfs over a hidden place. Where it or a mask fails over a path the socket scan named,
 * the path may be gone since the scan (a service removed its folder): nothing is left there to hide
 * (unlessGone: only ENOENT counts as gone; a path that cannot be looked at, a name over PATH_MAX or
 * no permission, still fails the check, with the kernel's reason).
 */
const hideStep = (path: string): MountStep & { step: 'tmpfs' } => ({
  step: 'tmpfs',
  target: path,
  attrs: NOSUID_NODEV,
  options: 'size=1m,mode=755',
  fail: `cannot hide ${path}`,
});

/**
 * 1. A root-only stage in a hidden place that holds none of what stays visible. 2. The check's one
 * writable space: the overlay's upper layer and the scratch folders. The overlay's root in the view
 * is the upper layer's root: it gets the workspace's mode and the sandbox user.
 */
export function stageSteps(s: ViewInput): MountStep[] {
  const { layout } = s;
  const { stage, stageRoot, T, shared } = places(layout);
  const diskOpt = s.bounds.diskMb === null ? '' : `,size=${s.bounds.diskMb}m`;
  return [
    hideStep(stageRoot),
    { step: 'mkdir', path: stage, mode: 0o700, fail: 'cannot stage' },
    ...[T, `${stage}/lower`, `${stage}/ws`, ...layout.expose.map((_, i) => `${stage}/${i}`)].map((path): MountStep => ({
      step: 'mkdir',
      path,
      mode: 0o755,
      fail: 'cannot stage',
    })),
    { step: 'tmpfs', target: T, attrs: NOSUID_NODEV, options: `mode=700${diskOpt}`, fail: "cannot mount the check's writable space" },
    ...(
      [
        [`${T}/work`, 0o755],
        [`${T}/upper`, s.workspaceMode],
        [`${T}/home`, 0o700],
        ...shared.map((_, i) => [`${T}/s${i}`, 0o1777] as const),
      ] as const
    ).map(([path, mode]): MountStep => ({ step: 'mkdir', path, mode, fail: PREPARE })),
    ...[`${T}/upper`, `${T}/home`].map((path): MountStep => ({
      step: 'chown',
      path,
      uid: s.sandbox.uid,
      gid: s.sandbox.gid,
      fail: PREPARE,
    })),
    ...layout.expose.map((e, i): MountStep => ({
      step: 'bind',
      source: e.path,
      target: `${stage}/${i}`,
      attrs: 0,
      fail: `cannot bind ${e.path}`,
    })),
  ];
}

/**
 * 4. Hide: empty tmpfs; then the check's folders of the writable space (HOME, /tmp, /var/tmp inside
 * a hidden /var), made in the hidden places where they lie. 5. Bind back at the same paths (the
 * folders on the way are made root-owned in the tmpfs); the workspace's view last, so nothing bound
 * later can cover it. 6. The workspace's .git is not there for the check: no hooks, no config, no
 * objects to read. 7. Sockets in folders that must stay: each covered by /dev/null (connect is refused).
 */
export function viewSteps(s: ViewInput): MountStep[] {
  const { layout } = s;
  const { stage, stageRoot, ws, nested, scratchOf } = places(layout);
  return [
    ...layout.hide.filter((h) => h.kind === 'empty' && h.path !== stageRoot).map((h) => ({ ...hideStep(h.path), unlessGone: true })),
    ...nested.map((h): MountStep => ({ step: 'mkdirp', path: h.path, fail: 'cannot make the scratch folders' })),
    ...nested.map((h): MountStep => ({ step: 'bind', source: scratchOf(h), target: h.path, attrs: 0, fail: `cannot replace ${h.path}` })),
    ...[...layout.expose.map((e) => e.path), ws].map((path): MountStep => ({
      step: 'mkdirp',
      path,
      fail: 'cannot make the way to the workspace',
    })),
    ...layout.expose.map((e, i): MountStep => ({
      step: 'bind',
      source: `${stage}/${i}`,
      target: e.path,
      attrs: ATTR.rdonly | NOSUID_NODEV,
      fail: `cannot bind back ${e.path} read-only`,
    })),
    { step: 'bind', source: `${stage}/ws`, target: ws, attrs: 0, fail: "cannot bind the workspace's view" },
    ...(layout.git === 'dir'
      ? [
          {
            step: 'tmpfs',
            target: `${ws}/.git`,
            attrs: ATTR.rdonly | NOSUID_NODEV | ATTR.noexec,
            // The file system itself read-only too (ro), not only this mount of it, as mount -o ro made it.
            options: 'ro,size=4k,mode=755',
            fail: 'cannot hide .git',
          } as const,
        ]
      : []),
    ...(layout.git === 'file'
      ? [{ step: 'bind', source: '/dev/null', target: `${ws}/.git`, attrs: 0, fail: 'cannot hide .git' } as const]
      : []),
    ...s.readOnly.map((rel): MountStep => ({ step: 'rodir', path: `${ws}/${rel}`, fail: `cannot make ${rel} read-only` })),
    ...layout.mask.map((m): MountStep => ({
      step: 'bind',
      source: '/dev/null',
      target: m,
      attrs: 0,
      fail: `cannot mask ${m}`,
      unlessGone: true,
    })),
    ...(layout.hide.some((h) => h.kind === 'home' && h.path === layout.sandboxHome)
      ? []
      : [
          { step: 'mkdirp', path: layout.sandboxHome, fail: 'cannot make HOME' } as const,
          { step: 'chown', path: layout.sandboxHome, uid: s.sandbox.uid, gid: s.sandbox.gid, fail: 'cannot make HOME' } as const,
        ]),
  ];
}
