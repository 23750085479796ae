// Offline model runs: the loopback OpenAI-compatible server and the trajectory format it replays.
// A test double and a demo tool, never part of the action: the CLI loads it on demand.
export { EXHAUSTED_TEXT, startScriptedServer, type RecordedRequest, type Script, type ScriptedServer, type ScriptTurn } from './server.js';
export { parseTrajectory, scriptOf, Trajectory, TRAJECTORY_FORMAT } from './trajectory.js';
