import { franc } from 'franc-min';
import type { LanguagePack } from './language-pack.ts';
import { LANGUAGE_PACKS } from './packs.ts';

const { en, de, fr, es } = LANGUAGE_PACKS;
/** franc's ISO 639-3 codes of the languages with a pack. */
const PACKS: Record<string, LanguagePack> = { eng: en, deu: de, fra: fr, spa: es };

export interface DetectedLanguage {
  /** ISO 639-1 code when franc knows it among ours, the ISO 639-3 code otherwise, "und" when unsure. */
  code: string;
  /** The pack for the language, or null for a language without one. */
  pack: LanguagePack | null;
}

/** Below this many characters franc's guess is noise; the text is read as English. */
const MIN_CHARACTERS = 60;

/** The language of a text by franc (trigram profiles of the Universal Declaration of Human Rights). */
export function detectLanguage(text: string): DetectedLanguage {
  if (text.length < MIN_CHARACTERS) return { code: 'en', pack: en };
  const guess = franc(text.slice(0, 4000), { minLength: MIN_CHARACTERS });
  const pack = PACKS[guess];
  if (pack) return { code: pack.code, pack };
  // franc-min confuses plain English with Scots and a few near languages on short technical texts.
  if (guess === 'sco' || guess === 'und') return { code: 'en', pack: en };
  return { code: guess, pack: null };
}
