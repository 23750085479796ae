// How the tests start the bundles (dist/index.js, bin/agent-fix.mjs). `--liftoff-only`: V8 compiles
// the tree-sitter grammars with its baseline WebAssembly compiler only, instead of also compiling
// the hot functions again with TurboFan on background threads. The code the bundle runs and what it
// does are the same; a run costs about 0.5 CPU-seconds less here (2.4 -> 1.8 in follow-up-e2e), and
// the suite starts the bundles about 200 times. GitHub starts the action without flags: e2e.test.ts's
// main flow and the node24 runs (proxy-e2e) start it that way too, so the default stays tested.
export const BUNDLE_NODE_FLAGS: readonly string[] = ['--liftoff-only'];
