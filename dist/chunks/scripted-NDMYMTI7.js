import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  EXHAUSTED_TEXT,
  startScriptedServer
} from "./chunk-6FJHUOLW.js";
import "./chunk-JCSNYJQN.js";
import {
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf
} from "./chunk-MUAEDYED.js";
import "./chunk-MJOUREJJ.js";
export {
  EXHAUSTED_TEXT,
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf,
  startScriptedServer
};
