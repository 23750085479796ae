#!/usr/bin/env node
// The installed `agent-fix` command: the bundled CLI (npm run build writes dist/cli.js).
import '../dist/cli.js';
