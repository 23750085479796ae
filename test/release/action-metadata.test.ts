// action.yml's metadata as the Marketplace shows it: a description of at most 120 characters
// (longer ones are reported to be refused from 125 on) and a real author, the package's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../action/harness.js';

const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { name: string; description: string; author: string };
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { author: string; license: string };

describe('action.yml metadata', () => {
  it('has a description of 1 to 120 characters', () => {
    expect(action.description.trim().length).toBeGreaterThan(0);
    expect(action.description.length, action.description).toBeLessThanOrEqual(120);
  });

  it('names the same real author as package.json', () => {
    expect(action.author).toBe(pkg.author);
    expect(action.author).not.toBe(action.name);
  });

  it('LICENSE is the licence package.json declares', () => {
    expect(pkg.license).toBe('MIT');
    const license = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n/);
    expect(license).toContain(`Copyright (c) 2026 ${pkg.author}`);
  });
});
