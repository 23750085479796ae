import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  Trajectory,
  scriptOf
} from "./chunk-5INHBNE3.js";
import "./chunk-3KPYT2PK.js";

// src/cli/demo-trajectory.json
var demo_trajectory_default = {
  format: "agent-fix-trajectory/1",
  description: "The demo: fix the discount in the sample shop (src/cli/demo-sample.ts), following its AGENTS.md. One miscounted edit is refused; the retry fixes the bug and, as AGENTS.md asks, moves roundCents above invoiceTotal with @@ref; then the tests run.",
  turns: [
    {
      content: "Let me look at the project.",
      tool_calls: [
        {
          name: "list_files",
          arguments: {}
        }
      ]
    },
    {
      tool_calls: [
        {
          name: "read_file",
          arguments: {
            path: "src/invoice.js"
          }
        }
      ]
    },
    {
      tool_calls: [
        {
          name: "edit",
          arguments: {
            edits: [
              {
                path: "src/invoice.js",
                revision: "{{revision:src/invoice.js}}",
                start_line: 14,
                end_line: 14,
                first_line: "  const discount = subtotal * discountPercent;",
                last_line: "  const discount = subtotal * discountPercent;",
                new_text: "  const discount = subtotal * (discountPercent / 100);"
              }
            ]
          }
        }
      ]
    },
    {
      content: "The refusal says where the quoted line is; retrying there. AGENTS.md asks for helpers above their users, so roundCents moves up with @@ref.",
      tool_calls: [
        {
          name: "edit",
          arguments: {
            edits: [
              {
                path: "src/invoice.js",
                revision: "{{revision:src/invoice.js}}",
                start_line: 7,
                end_line: 7,
                first_line: "export function invoiceTotal(items, discountPercent = 0) {",
                last_line: "export function invoiceTotal(items, discountPercent = 0) {",
                new_text: "@@ref17-19@@\n\nexport function invoiceTotal(items, discountPercent = 0) {"
              },
              {
                path: "src/invoice.js",
                revision: "{{revision:src/invoice.js}}",
                start_line: 9,
                end_line: 9,
                first_line: "  const discount = subtotal * discountPercent;",
                last_line: "  const discount = subtotal * discountPercent;",
                new_text: "  const discount = subtotal * (discountPercent / 100);"
              },
              {
                path: "src/invoice.js",
                revision: "{{revision:src/invoice.js}}",
                start_line: 16,
                end_line: 19,
                first_line: "",
                last_line: "}",
                new_text: ""
              }
            ]
          }
        }
      ]
    },
    {
      tool_calls: [
        {
          name: "run_checks",
          arguments: {}
        }
      ]
    },
    {
      content: "Fixed the discount: `invoiceTotal` treated `discountPercent` as a fraction, so 10 removed ten times the subtotal. It now divides by 100, and a 10% discount on 20.00 gives 18.00.\n\nMoved `roundCents` above `invoiceTotal` (copied with @@ref, not retyped), as the repository's AGENTS.md asks for helpers. The sample's tests pass."
    }
  ]
};

// src/cli/demo-script.ts
var DEMO_TRAJECTORY = Trajectory.parse(demo_trajectory_default);
var demoTurn = scriptOf(DEMO_TRAJECTORY);
export {
  DEMO_TRAJECTORY,
  demoTurn
};
