// The demo's trajectory (demo-trajectory.json, in the scripted trajectory format): what a model did
// on the sample task, replayed by the scripted server through the real loop.
import json from './demo-trajectory.json' with { type: 'json' };
import { scriptOf, Trajectory } from '../scripted/trajectory.js';

export const DEMO_TRAJECTORY = Trajectory.parse(json);

/** The demo as a server script: turn i answers request i, revisions taken from the tool answers. */
export const demoTurn = scriptOf(DEMO_TRAJECTORY);
