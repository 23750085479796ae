#!/usr/bin/env node
// Cuts a release (see RELEASING.md): bumps the version in package.json and package-lock.json,
// turns CHANGELOG.md's "Unreleased" section into the release's entry, rebuilds dist/, commits,
// tags vX.Y.Z, moves the major tag vX to it, and pushes branch and tags in one atomic push.
// --dry-run checks everything, prints the steps and changes nothing (no file, ref or remote).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `usage: node scripts/release.mjs <X.Y.Z|major|minor|patch> [--dry-run] [--no-push] [--remote NAME] [--branch NAME] [--date YYYY-MM-DD]`;
const UNRELEASED = /^## Unreleased[ \t]*$/m;

class UsageError extends Error {}
class CheckError extends Error {}

function parse(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'no-push': { type: 'boolean', default: false },
        remote: { type: 'string', default: 'origin' },
        branch: { type: 'string', default: 'main' },
        date: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    throw new UsageError(err.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) throw new UsageError('give exactly one version (X.Y.Z) or major, minor or patch');
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`--date must be YYYY-MM-DD, got "${date}"`);
  return {
    bump: positionals[0],
    dryRun: values['dry-run'],
    push: !values['no-push'],
    remote: values.remote,
    branch: values.branch,
    date,
  };
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** The next version: an explicit X.Y.Z greater than `current`, or current bumped by major/minor/patch. */
export function nextVersion(current, bump) {
  const m = SEMVER.exec(current);
  if (!m) throw new CheckError(`package.json version "${current}" is not X.Y.Z`);
  const [maj, min, pat] = m.slice(1).map(Number);
  if (bump === 'major') return `${maj + 1}.0.0`;
  if (bump === 'minor') return `${maj}.${min + 1}.0`;
  if (bump === 'patch') return `${maj}.${min}.${pat + 1}`;
  const n = SEMVER.exec(bump);
  if (!n) throw new UsageError(`"${bump}" is not X.Y.Z, major, minor or patch (pre-releases are not supported)`);
  const next = n.slice(1).map(Number);
  const cur = [maj, min, pat];
  const greater = next[0] !== cur[0] ? next[0] > cur[0] : next[1] !== cur[1] ? next[1] > cur[1] : next[2] > cur[2];
  if (!greater) throw new CheckError(`version ${bump} is not greater than the current version ${current}`);
  return bump;
}

/** CHANGELOG.md with the Unreleased section's entries moved under "## [version] - date", and the entry itself. */
export function changelogRelease(text, version, date) {
  const head = UNRELEASED.exec(text);
  if (!head) throw new CheckError('CHANGELOG.md has no "## Unreleased" section');
  const bodyStart = head.index + head[0].length;
  const next = /^## /m.exec(text.slice(bodyStart));
  const bodyEnd = next ? bodyStart + next.index : text.length;
  const entry = text.slice(bodyStart, bodyEnd).trim();
  if (entry === '') throw new CheckError('the "## Unreleased" section of CHANGELOG.md is empty: say what this release changes');
  const released = `## Unreleased\n\n## [${version}] - ${date}\n\n${entry}\n${next ? '\n' : ''}`;
  return { text: text.slice(0, head.index) + released + text.slice(bodyEnd), entry };
}

function main(argv) {
  const opts = parse(argv);
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const readJson = (f) => JSON.parse(readFileSync(join(root, f), 'utf8'));

  // Checks: all read-only, so a dry run makes them too.
  const status = git('status', '--porcelain');
  if (status !== '') throw new CheckError(`the working tree is not clean:\n${status}`);
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  if (branch !== opts.branch) throw new CheckError(`releases are cut from ${opts.branch}; HEAD is on ${branch}`);
  const head = git('rev-parse', 'HEAD');
  if (opts.push) {
    const remoteHead = git('ls-remote', '--heads', opts.remote, `refs/heads/${opts.branch}`).split(/\s+/)[0] ?? '';
    if (remoteHead !== head)
      throw new CheckError(
        `${opts.remote}/${opts.branch} is at ${remoteHead || '(nothing)'}, HEAD at ${head}: release the commit the remote has (pull or push first)`,
      );
  }
  const pkg = readJson('package.json');
  const lock = readJson('package-lock.json');
  const version = nextVersion(pkg.version, opts.bump);
  const tag = `v${version}`;
  const major = `v${version.split('.')[0]}`;
  const tagExists = (t) => git('tag', '--list', t) !== '';
  if (tagExists(tag)) throw new CheckError(`tag ${tag} already exists`);
  if (opts.push && git('ls-remote', '--tags', opts.remote, `refs/tags/${tag}`) !== '')
    throw new CheckError(`tag ${tag} already exists on ${opts.remote}`);
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const released = changelogRelease(changelog, version, opts.date);
  const majorWas = tagExists(major) ? git('rev-parse', `${major}^{commit}`).slice(0, 12) : null;

  const steps = [
    `package.json, package-lock.json: version ${pkg.version} -> ${version}`,
    `CHANGELOG.md: the Unreleased entries become "## [${version}] - ${opts.date}"; Unreleased is left empty`,
    'npm run build: dist/ rebuilt for the release',
    `git commit -m "Release ${tag}" (package.json, package-lock.json, CHANGELOG.md, dist/)`,
    `git tag -a ${tag} -m "${tag}"`,
    `git tag -f -a ${major} -m "${major} -> ${tag}" (moves ${major} from ${majorWas ?? '(none)'} to ${tag})`,
    opts.push
      ? `git push --atomic ${opts.remote} ${opts.branch} ${tag} +${major} (branch, new tag, moved major tag)`
      : `not pushed (--no-push): push with git push --atomic ${opts.remote} ${opts.branch} ${tag} +${major}`,
  ];
  console.log(`${opts.dryRun ? 'Dry run: would release' : 'Releasing'} ${tag} from ${branch} at ${head.slice(0, 12)}`);
  steps.forEach((s, i) => console.log(`${i + 1}. ${s}`));
  console.log(`\nChangelog entry of ${tag}:\n${released.entry}\n`);
  if (opts.dryRun) {
    console.log('Dry run: nothing was changed.');
    return;
  }

  try {
    const bump = (file, json) => writeFileSync(join(root, file), `${JSON.stringify(json, null, 2)}\n`);
    bump('package.json', { ...pkg, version });
    bump('package-lock.json', { ...lock, version, packages: { ...lock.packages, '': { ...lock.packages[''], version } } });
    writeFileSync(join(root, 'CHANGELOG.md'), released.text);
    run('npm', ['run', 'build']);
    git('add', '-A', '--', 'package.json', 'package-lock.json', 'CHANGELOG.md', 'dist');
    const stray = git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter((l) => l !== '' && !/^[MADR] /.test(l));
    if (stray.length > 0) throw new CheckError(`the build changed files outside the release commit:\n${stray.join('\n')}`);
    git('commit', '-q', '-m', `Release ${tag}`);
  } catch (err) {
    // The tree was clean when we started: put it back, so a failed release leaves nothing behind.
    git('reset', '-q', '--hard', head);
    git('clean', '-fdq', '--', 'dist');
    throw err;
  }
  git('tag', '-a', tag, '-m', tag);
  git('tag', '-f', '-a', major, '-m', `${major} -> ${tag}`);
  const pushArgs = ['push', '--atomic', opts.remote, `refs/heads/${opts.branch}`, `refs/tags/${tag}`, `+refs/tags/${major}`];
  if (opts.push) {
    try {
      git(...pushArgs);
    } catch (err) {
      throw new CheckError(
        `the release commit and tags are made here but the push failed (${String(err.stderr ?? err.message).trim()}); push them with: git ${pushArgs.join(' ')}`,
      );
    }
  }
  console.log(`Released ${tag} (${git('rev-parse', 'HEAD').slice(0, 12)}); ${major} points to it.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n${USAGE}`);
      process.exit(2);
    }
    if (err instanceof CheckError) {
      console.error(`release refused: ${err.message}`);
      process.exit(1);
    }
    const e = err;
    console.error(`release failed: ${e.stderr ? String(e.stderr).trim() : e.message}`);
    process.exit(1);
  }
}
