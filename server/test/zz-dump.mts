import fs from 'node:fs';
import { createTestApp } from './helpers';
const ctx = await createTestApp();
const r = await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' });
const d = r.json();
fs.writeFileSync('/tmp/openapi-scratch/docs.json', JSON.stringify(d, null, 1));
await ctx.close();
