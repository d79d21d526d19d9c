import { describe, expect, it } from 'vitest';
import { isConventionalSection } from './is-conventional-section.ts';

describe('isConventionalSection', () => {
  it.each([
    'Installation',
    '📦 Install',
    '1. Usage',
    'License:',
    'Contributing',
    'Quick Start',
    'Building Redis',
    'Sponsors Platine',
    'Plus sur Biome',
    'SYNOPSIS',
    'var argv = parseArgs(args, opts={})',
    'Warning: 🚨 Marked does not sanitize the output HTML',
  ])('%s is a section name readers look for as it is', (heading) => {
    expect(isConventionalSection(heading)).toBe(true);
  });

  it.each([
    'Why cold brew tastes smoother',
    'Fixing build problems with dependencies or cached build options',
    'The Debian terminfo entry for xterm',
    'Heat pumps in cold climates',
  ])('%s names a topic, not a convention', (heading) => {
    expect(isConventionalSection(heading)).toBe(false);
  });
});
