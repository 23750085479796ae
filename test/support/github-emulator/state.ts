// In-memory model of the parts of GitHub agent-fix touches. Tests seed it directly and inspect it after a run.
// Issues and pull requests share one number sequence per repository, as on GitHub; ids are global.

export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
export type UserType = 'User' | 'Bot' | 'Organization';

export interface EmuUser {
  login: string;
  id: number;
  type: UserType;
}

export interface EmuLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface EmuReaction {
  id: number;
  content: string;
  user: EmuUser;
  createdAt: string;
}

export interface EmuComment {
  id: number;
  issueNumber: number;
  body: string;
  user: EmuUser;
  createdAt: string;
  updatedAt: string;
  reactions: EmuReaction[];
  /** Every body this comment has had, oldest first (updates append). */
  history: string[];
}

export interface EmuIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  user: EmuUser;
  labels: string[];
  isPullRequest: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EmuPull {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  user: EmuUser;
  /** Branch name without the owner prefix. */
  head: string;
  headOwner: string;
  headSha: string;
  base: string;
  baseSha: string;
  maintainerCanModify: boolean;
  createdAt: string;
}

/** A pull request review comment (on a line of the diff). */
export interface EmuReviewComment {
  id: number;
  pullNumber: number;
  /** The review it belongs to; null for none. */
  reviewId: number | null;
  body: string;
  user: EmuUser;
  path: string;
  line: number;
  side: 'LEFT' | 'RIGHT';
  startLine: number | null;
  diffHunk: string;
  commitId: string;
  inReplyTo?: number;
  createdAt: string;
  updatedAt: string;
  reactions: EmuReaction[];
  /** Every body this comment has had, oldest first (updates append). */
  history: string[];
}

export interface EmuRepo {
  id: number;
  owner: EmuUser;
  name: string;
  defaultBranch: string;
  private: boolean;
  /** Optional bare repository backing this repo: pull requests then check that branches exist. */
  gitDir?: string;
  roles: Map<string, Role>;
  issues: Map<number, EmuIssue>;
  comments: Map<number, EmuComment>;
  pulls: Map<number, EmuPull>;
  reviewComments: Map<number, EmuReviewComment>;
  labels: Map<string, EmuLabel>;
  nextNumber: number;
  /** Commits made through git/create-commit that GitHub would sign (no author, committer or signature sent). */
  signedCommits: Set<string>;
}

export interface AddRepoOptions {
  owner: string;
  name: string;
  defaultBranch?: string;
  private?: boolean;
  gitDir?: string;
  ownerType?: UserType;
}

const key = (s: string): string => s.toLowerCase();

/** A deep copy of everything an emulator holds (EmulatorState.snapshot). */
export interface EmulatorSnapshot {
  users: Map<string, EmuUser>;
  repos: Map<string, EmuRepo>;
  lastId: number;
  clock: number;
}

export class EmulatorState {
  readonly users = new Map<string, EmuUser>();
  readonly repos = new Map<string, EmuRepo>();
  private lastId = 1000;
  private clock = Date.parse('2024-01-01T00:00:00Z');

  nextId(): number {
    return ++this.lastId;
  }

  /** A deep copy of the users, the repositories and the id and clock counters. */
  snapshot(): EmulatorSnapshot {
    return structuredClone({ users: this.users, repos: this.repos, lastId: this.lastId, clock: this.clock });
  }

  /** Replaces everything with a copy of `snap` (copied again, so one snapshot serves many emulators). */
  restore(snap: EmulatorSnapshot): void {
    const copy = structuredClone(snap);
    this.users.clear();
    for (const [k, v] of copy.users) this.users.set(k, v);
    this.repos.clear();
    for (const [k, v] of copy.repos) this.repos.set(k, v);
    this.lastId = copy.lastId;
    this.clock = copy.clock;
  }

  /** Deterministic, strictly increasing timestamps (one second per event). */
  now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  addUser(login: string, opts: { type?: UserType; id?: number } = {}): EmuUser {
    const existing = this.users.get(key(login));
    if (existing) return existing;
    const type = opts.type ?? (login.endsWith('[bot]') ? 'Bot' : 'User');
    const user: EmuUser = { login, id: opts.id ?? this.nextId(), type };
    this.users.set(key(login), user);
    return user;
  }

  user(login: string): EmuUser | undefined {
    return this.users.get(key(login));
  }

  addRepo(opts: AddRepoOptions): EmuRepo {
    const owner = this.addUser(opts.owner, { type: opts.ownerType ?? 'User' });
    const repo: EmuRepo = {
      id: this.nextId(),
      owner,
      name: opts.name,
      defaultBranch: opts.defaultBranch ?? 'main',
      private: opts.private ?? false,
      ...(opts.gitDir ? { gitDir: opts.gitDir } : {}),
      roles: new Map([[key(owner.login), 'admin']]),
      issues: new Map(),
      comments: new Map(),
      pulls: new Map(),
      reviewComments: new Map(),
      labels: new Map(),
      nextNumber: 1,
      signedCommits: new Set(),
    };
    this.repos.set(key(`${opts.owner}/${opts.name}`), repo);
    return repo;
  }

  findRepo(owner: string, name: string): EmuRepo | undefined {
    return this.repos.get(key(`${owner}/${name}`));
  }

  /** Like findRepo but for test set-up: a typo in a test should fail loudly. */
  repo(fullName: string): EmuRepo {
    const repo = this.repos.get(key(fullName));
    if (!repo) throw new Error(`emulator: no repository ${fullName}`);
    return repo;
  }

  setRole(fullName: string, login: string, role: Role, type?: UserType): void {
    this.addUser(login, type ? { type } : {});
    this.repo(fullName).roles.set(key(login), role);
  }

  roleOf(repo: EmuRepo, login: string): Role | undefined {
    return repo.roles.get(key(login));
  }

  addIssue(fullName: string, opts: { title: string; body?: string | null; author?: string; labels?: string[] }): EmuIssue {
    const repo = this.repo(fullName);
    const at = this.now();
    const issue: EmuIssue = {
      id: this.nextId(),
      number: repo.nextNumber++,
      title: opts.title,
      body: opts.body ?? null,
      state: 'open',
      user: this.addUser(opts.author ?? repo.owner.login),
      labels: [],
      isPullRequest: false,
      createdAt: at,
      updatedAt: at,
    };
    repo.issues.set(issue.number, issue);
    for (const label of opts.labels ?? []) this.attachLabel(repo, issue, label);
    return issue;
  }

  addComment(fullName: string, issueNumber: number, opts: { body: string; author: string }): EmuComment {
    const repo = this.repo(fullName);
    if (!repo.issues.has(issueNumber)) throw new Error(`emulator: no issue #${issueNumber} in ${fullName}`);
    return this.createComment(repo, issueNumber, opts.body, this.addUser(opts.author));
  }

  createComment(repo: EmuRepo, issueNumber: number, body: string, user: EmuUser): EmuComment {
    const at = this.now();
    const comment: EmuComment = {
      id: this.nextId(),
      issueNumber,
      body,
      user,
      createdAt: at,
      updatedAt: at,
      reactions: [],
      history: [body],
    };
    repo.comments.set(comment.id, comment);
    return comment;
  }

  /** Seeds a review comment on a line of a pull request's diff. */
  addReviewComment(
    fullName: string,
    pullNumber: number,
    opts: {
      body: string;
      author: string;
      path: string;
      line: number;
      diffHunk: string;
      startLine?: number;
      side?: 'LEFT' | 'RIGHT';
      inReplyTo?: number;
    },
  ): EmuReviewComment {
    const repo = this.repo(fullName);
    const pull = repo.pulls.get(pullNumber);
    if (!pull) throw new Error(`emulator: no pull request #${pullNumber} in ${fullName}`);
    const at = this.now();
    const comment: EmuReviewComment = {
      id: this.nextId(),
      pullNumber,
      reviewId: this.nextId(),
      body: opts.body,
      user: this.addUser(opts.author),
      path: opts.path,
      line: opts.line,
      side: opts.side ?? 'RIGHT',
      startLine: opts.startLine ?? null,
      diffHunk: opts.diffHunk,
      commitId: pull.headSha,
      ...(opts.inReplyTo !== undefined ? { inReplyTo: opts.inReplyTo } : {}),
      createdAt: at,
      updatedAt: at,
      reactions: [],
      history: [opts.body],
    };
    repo.reviewComments.set(comment.id, comment);
    return comment;
  }

  /** Attaches a label, creating it in the repository first if needed (GitHub does the same). */
  attachLabel(repo: EmuRepo, issue: EmuIssue, name: string): void {
    let label = repo.labels.get(key(name));
    if (!label) {
      label = { id: this.nextId(), name, color: 'ededed', description: null };
      repo.labels.set(key(name), label);
    }
    if (!issue.labels.some((l) => key(l) === key(name))) issue.labels.push(label.name);
  }

  label(repo: EmuRepo, name: string): EmuLabel | undefined {
    return repo.labels.get(key(name));
  }
}
