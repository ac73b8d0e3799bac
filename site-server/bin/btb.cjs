#!/usr/bin/env node
// `npx btb …`: the deployment CLI (site-server/src/registry/cli.ts), run through tsx.
require('tsx/cjs');
require('../src/registry/cli.ts');
