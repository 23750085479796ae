// `edit-interface: auto`: the interface `agent-fix eval --write-routing` measured best for the run's
// model, read from .github/agent-fix-routing.json in the base commit's objects (never the working
// tree, which a run or a pull request branch can change). Anything missing, invalid or not measured
// falls back to verified_selection, and the reason says which, for the PR body.
import type { EditInterface } from '../edit/index.js';
import { BASELINE_INTERFACE, parseRoutingFile, ROUTING_PATH, routeFor } from '../eval/routing.js';
import { readCommitFile } from '../workspace/instructions.js';
import { AUTO_INTERFACE, type ActionInputs } from './inputs.js';

export interface InterfaceChoice {
  interface: EditInterface;
  /** Why (set for `auto`): rendered in the PR body next to the interface. */
  reason?: string;
}

export interface ChooseOptions {
  inputs: Pick<ActionInputs, 'edit-interface'>;
  /** The checkout (a git repository). */
  workspace: string;
  /** The base commit the routing file is read from. */
  commit: string | undefined;
  /** The run's model (after a model= override). */
  model: string;
  /** An interface named on the command line (edit-interface=...): it wins. */
  override?: EditInterface;
}

export async function chooseInterface(o: ChooseOptions): Promise<InterfaceChoice> {
  if (o.override) return { interface: o.override };
  const input = o.inputs['edit-interface'];
  if (input !== AUTO_INTERFACE) return { interface: input };
  const fallback = (why: string): InterfaceChoice => ({
    interface: BASELINE_INTERFACE,
    reason: `edit-interface auto: ${why}, so ${BASELINE_INTERFACE} (the default)`,
  });
  if (!o.commit) return fallback(`no base commit to read ${ROUTING_PATH} from`);
  const at = `${ROUTING_PATH} at ${o.commit.slice(0, 7)}`;
  const bytes = await readCommitFile(o.workspace, o.commit, ROUTING_PATH).catch(() => null);
  if (!bytes) return fallback(`${at} does not exist`);
  const parsed = parseRoutingFile(bytes.toString('utf8'), at);
  if (!parsed.ok) return fallback(parsed.error);
  const entry = routeFor(parsed.file, o.model);
  if (!entry) return fallback(`${at} has no entry for model ${o.model}`);
  if (entry.scripted)
    return fallback(`the entry for ${o.model} in ${at} comes from a scripted eval (hand-written trajectories), not a measurement`);
  return {
    interface: entry.interface,
    reason: `edit-interface auto, measured routing (${at}, ${entry.measuredAt.slice(0, 10)}, ${entry.tasks} tasks × ${entry.repeat}): ${entry.reason}`,
  };
}
