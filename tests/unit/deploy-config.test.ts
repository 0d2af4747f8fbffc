/** @jest-environment node */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import ts from 'typescript';
import nextConfig from '@/next.config.mjs';

// What `npx wrangler deploy` reads (docs/deploying.md#the-host-cloudflare-workers-static-assets).
const parse = (text: string) => ts.parseConfigFileTextToJson('wrangler.jsonc', text);
const source = readFileSync('wrangler.jsonc', 'utf8');
const config = parse(source).config;
const schema = JSON.parse(readFileSync('node_modules/wrangler/config-schema.json', 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(schema);

describe('the Cloudflare configuration (wrangler.jsonc)', () => {
  it('is valid against the schema wrangler ships, and the schema refuses a wrong value', () => {
    expect(parse(source).error).toBeUndefined();
    expect(validate(config) ? [] : validate.errors).toEqual([]);
    const wrong = { ...config, assets: { ...config.assets, not_found_handling: '404' } };
    expect(validate(wrong)).toBe(false);
    expect(validate({ ...config, routes: 'www.example.com' })).toBe(false);
  });

  it('serves out/ as static assets only, with the 404 page for unknown paths', () => {
    expect(config.main).toBeUndefined();
    expect(config.assets).toEqual({
      directory: './out',
      not_found_handling: '404-page',
      html_handling: 'auto-trailing-slash',
    });
  });

  it('matches the export: every page is a folder index, so /about redirects to /about/', () => {
    expect(nextConfig.output).toBe('export');
    expect(nextConfig.trailingSlash).toBe(true);
  });

  it('names no route, so a custom domain added in the dashboard survives a deploy', () => {
    expect(config.routes).toBeUndefined();
    expect(config.route).toBeUndefined();
  });

  it('has no workers.dev copy of the site, whose form the function would refuse', () => {
    expect(config.workers_dev).toBe(false);
  });

  it('has a compatibility date that is a real day and not in the future', () => {
    expect(config.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(config.compatibility_date)).toBeLessThanOrEqual(Date.now());
  });

  it('is dry-run by wrangler itself in the deploy job, before the deploy (wrangler needs Node 22.12+)', () => {
    const workflow = readFileSync('.github/workflows/deploy-site.yml', 'utf8');
    const dryRun = workflow.indexOf('run: npx wrangler deploy --dry-run');
    const deploy = workflow.indexOf('run: npx wrangler deploy\n');
    expect(dryRun).toBeGreaterThan(-1);
    expect(deploy).toBeGreaterThan(dryRun);
    expect(workflow).toMatch(/node-version: 22\b/);
  });
});
