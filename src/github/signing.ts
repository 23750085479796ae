// The ways a commit can reach GitHub (input commit-signing): a leaf, so the settings declaration can
// name them without loading the GitHub client (src/github/publish.ts does the publishing).
export const COMMIT_SIGNING = ['git', 'api'] as const;
export type CommitSigning = (typeof COMMIT_SIGNING)[number];
