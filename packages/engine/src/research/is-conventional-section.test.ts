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
    // Section names in Chinese, Japanese and Korean.
    '安装',
    '鉑金贊助商',
    '關於 Biome 的更多資訊',
    '使い方',
    'Biome をもっと詳しく',
    '설치',
    'Biome에 대해 자세히 알아보기',
  ])('%s is a section name readers look for as it is', (heading) => {
    expect(isConventionalSection(heading)).toBe(true);
  });

  it.each([
    'Why cold brew tastes smoother',
    'Fixing build problems with dependencies or cached build options',
    'The Debian terminfo entry for xterm',
    'Heat pumps in cold climates',
    '格式化文件',
    '冷萃咖啡为什么更顺滑',
    // An acronym in capitals is a subject: "What is JSON?" is asked.
    'JSON',
    'REST API',
    'REDIS',
  ])('%s names a topic, not a convention', (heading) => {
    expect(isConventionalSection(heading)).toBe(false);
  });

  // Manual pages head their sections in capitals in their own language: German ("ANMERKUNGEN",
  // "RÜCKGABEWERTE", "AUTOR"), French, Spanish ("COPIA").
  it.each([
    'ANMERKUNGEN',
    'KONFIGURATION',
    'RÜCKGABEWERTE',
    'VALEUR RENVOYÉE',
    'COPIA',
    'AUTOR',
    'MODE ROBOT',
  ])('%s, a manual section in capitals, is a section name', (heading) => {
    expect(isConventionalSection(heading)).toBe(true);
  });
});
