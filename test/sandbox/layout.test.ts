// The plan of the check's file-system view on a GitHub-hosted runner's layout (a stat of that
// machine, not this one): what is hidden and how, what is bound back, which sockets hide their
// folder and which are covered where they are.
import { describe, expect, it } from 'vitest';
import { planLayout, type PathInfo } from '../../src/sandbox/layout.js';

const DIRS = [
  '/tmp',
  '/var',
  '/var/tmp',
  '/var/lib',
  '/dev/shm',
  '/dev/mqueue',
  '/run',
  '/home',
  '/home/runner',
  '/home/runner/work',
  '/home/runner/work/_temp',
  '/home/runner/work/shop/shop',
  '/home/runner/.cargo',
  '/home/runner/.cargo/bin',
  '/root',
  '/mnt',
  '/media',
  '/srv',
  '/opt',
  '/opt/hostedtoolcache/node/20/x64/bin',
  '/usr/lib/x86_64-linux-gnu',
];
const stat = (p: string): PathInfo | null =>
  DIRS.some((d) => d === p || d.startsWith(`${p}/`)) ? { isDirectory: true, mode: 0o755 } : null;

const plan = (sockets: string[] = []) =>
  planLayout({
    workspace: '/home/runner/work/shop/shop',
    home: '/home/runner',
    runnerTemp: '/home/runner/work/_temp',
    toolDirs: ['/home/runner/.cargo/bin', '/opt/hostedtoolcache/node/20/x64/bin', '/usr/bin', '/bin'],
    sockets,
    stat,
  });

describe("the plan of a check's view on a GitHub-hosted runner", () => {
  it('hides /var whole, replaces the temporary places and HOME by folders of the one writable space, binds toolchains back', () => {
    const layout = plan();
    expect(layout.hide).toEqual([
      { path: '/home', kind: 'empty' },
      { path: '/media', kind: 'empty' },
      { path: '/mnt', kind: 'empty' },
      { path: '/root', kind: 'empty' },
      { path: '/run', kind: 'empty' },
      { path: '/srv', kind: 'empty' },
      { path: '/tmp', kind: 'shared' },
      { path: '/var', kind: 'empty' },
      { path: '/dev/mqueue', kind: 'empty' },
      { path: '/dev/shm', kind: 'shared' },
      { path: '/home/runner', kind: 'home' },
      { path: '/var/tmp', kind: 'shared' },
    ]);
    expect(layout.expose).toEqual([{ path: '/home/runner/.cargo', readOnly: true }]);
    expect(layout.sandboxHome).toBe('/home/runner');
    // The stage is in a hidden place that holds neither the workspace nor a toolchain.
    expect(layout.stage).toBe('/media/.agent-fix-stage');
    expect(layout.mask).toEqual([]);
  });

  it("a socket's folder is hidden; in a folder checks need (a library folder, a toolchain's, /) the socket is covered; hidden places and the workspace need nothing", () => {
    const layout = plan([
      '/opt/svc/db.sock',
      '/usr/local/var/run/x.sock',
      '/usr/lib/x86_64-linux-gnu/odd.sock',
      '/opt/hostedtoolcache/node/20/x64/bin/agent.sock',
      '/root.sock',
      '/run/docker.sock',
      '/var/lib/postgresql/.s.PGSQL.5432',
      '/home/runner/work/shop/shop/test.sock',
    ]);
    const added = layout.hide.filter((h) => !plan().hide.some((b) => b.path === h.path));
    expect(added).toEqual([
      { path: '/opt/svc', kind: 'empty' },
      { path: '/usr/local/var/run', kind: 'empty' },
    ]);
    expect(layout.mask).toEqual(['/opt/hostedtoolcache/node/20/x64/bin/agent.sock', '/root.sock', '/usr/lib/x86_64-linux-gnu/odd.sock']);
  });
});
