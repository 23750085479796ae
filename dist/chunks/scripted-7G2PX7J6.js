import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  EXHAUSTED_TEXT,
  startScriptedServer
} from "./chunk-V2IYU2CQ.js";
import "./chunk-MKYCMRJW.js";
import {
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf
} from "./chunk-XZ3NMJOR.js";
import "./chunk-TWB2HCLU.js";
export {
  EXHAUSTED_TEXT,
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf,
  startScriptedServer
};
