#!/usr/bin/env node
// `npx btb …`: the deployment CLI (registry/src/cli.ts), run through tsx.
require('tsx/cjs');
require('../src/cli.ts');
