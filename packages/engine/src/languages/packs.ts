import { fillers } from 'fillers';
import { hedges } from 'hedges';
import { weasels } from 'weasels';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import type { LanguageCode, LanguagePack } from './language-pack.ts';

// One data file per language (en.json, de.json, fr.json, es.json), each a LanguagePack without
// its code. English takes its filler, hedge and weasel words from the maintained lexicons of the
// retext family; no such lexicon exists on the npm registry for German, French or Spanish, so
// their data files list them, written from the standard categories of the English ones.

type PackData = Omit<LanguagePack, 'code'>;

export const LANGUAGE_PACKS: Readonly<Record<LanguageCode, LanguagePack>> = {
  en: {
    code: 'en',
    ...(en satisfies Omit<PackData, 'fillers'>),
    fillers: [...new Set([...fillers, ...hedges, ...weasels])],
  },
  de: { code: 'de', ...(de satisfies PackData) },
  fr: { code: 'fr', ...(fr satisfies PackData) },
  es: { code: 'es', ...(es satisfies PackData) },
};
