import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  EXHAUSTED_TEXT,
  startScriptedServer
} from "./chunk-UFYS6SOY.js";
import "./chunk-3SEYUTY4.js";
import {
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf
} from "./chunk-5INHBNE3.js";
import "./chunk-3KPYT2PK.js";
export {
  EXHAUSTED_TEXT,
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf,
  startScriptedServer
};
