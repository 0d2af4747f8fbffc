/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import ts from 'typescript';
import nextConfig from '@/next.config.mjs';

// What `npx wrangler deploy` reads (docs/deploying.md#the-host-cloudflare-workers-static-assets).
const parse = (text: string) => ts.parseConfigFileTextToJson('wrangler.jsonc', text);
const source = readFileSync('wrangler.jsonc', 'utf8');
const config = parse(source).config;
const schema = JSON.parse(readFileSync('node_modules/wrangler/config-schema.json', 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(schema);
const wranglerVersion = JSON.parse(readFileSync('node_modules/wrangler/package.json', 'utf8'))
  .version as string;

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

  it('has a compatibility date that is a real day and not in the future', () => {
    expect(config.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(config.compatibility_date)).toBeLessThanOrEqual(Date.now());
  });

  // wrangler itself needs Node 22.12 or later: the workflow's test container has it; on an
  // older Node (a developer's 20) the schema check above is what runs.
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const wranglerRuns = major > 22 || (major === 22 && minor >= 12);
  (wranglerRuns ? it : it.skip)(
    `passes \`wrangler deploy --dry-run\` (wrangler ${wranglerVersion}, offline)`,
    () => {
      // The unit tests run before the build: without out/, a stand-in folder with a 404 page.
      let standIn: string | undefined;
      if (!existsSync('out')) {
        mkdirSync('.tmp', { recursive: true });
        standIn = mkdtempSync(path.join('.tmp', 'assets-'));
        writeFileSync(path.join(standIn, '404.html'), '<!doctype html><title>Not found</title>');
      }
      const args = ['wrangler', 'deploy', '--dry-run', ...(standIn ? ['--assets', standIn] : [])];
      const result = spawnSync('npx', args, {
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
        timeout: 120_000,
      });
      if (standIn) rmSync(standIn, { recursive: true, force: true });
      expect(`${result.stdout}${result.stderr}`).toContain('--dry-run: exiting now.');
      expect(result.status).toBe(0);
    },
    150_000,
  );
});
