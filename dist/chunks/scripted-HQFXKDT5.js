import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  EXHAUSTED_TEXT,
  startScriptedServer
} from "./chunk-62E5GUPD.js";
import "./chunk-7SQGSV4A.js";
import {
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf
} from "./chunk-FC3VKQ47.js";
import "./chunk-IHU7CBKT.js";
export {
  EXHAUSTED_TEXT,
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf,
  startScriptedServer
};
