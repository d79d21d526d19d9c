import { countWords } from '@citable/engine';
import { contentOverLimitMessage, countCharacters } from '@citable/schemas';
import { AppError } from '../../lib/app-error.ts';

/** The size limit of a tool's content, checked before any work (or stream) starts. */
export function assertContentWithinLimits(content: string): void {
  const message = contentOverLimitMessage({
    words: countWords(content),
    characters: countCharacters(content),
  });
  if (message) throw new AppError('payload_too_large', message);
}
