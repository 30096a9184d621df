#!/usr/bin/env node
// The `stammtisch` command runs the TypeScript sources directly through tsx,
// so a checkout works after `npm install` without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src-main/cli.ts');
