import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  EXHAUSTED_TEXT,
  startScriptedServer
} from "./chunk-V5DRTWDL.js";
import "./chunk-W3MUFMIU.js";
import {
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf
} from "./chunk-HB3YKJ4P.js";
import "./chunk-QOTG44RF.js";
export {
  EXHAUSTED_TEXT,
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf,
  startScriptedServer
};
