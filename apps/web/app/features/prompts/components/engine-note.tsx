import { Info } from 'lucide-react';
import { useAiEngine } from '../use-ai-engine.ts';

/**
 * Issue 13: the prompt screens say plainly which engine answers now. System prompts are
 * instructions for an LLM; the builtin engine scores and rewrites by its own rules and does
 * not read them, so a saved prompt changes nothing until an LLM is configured.
 */
export function EngineNote() {
  const engine = useAiEngine();
  const isBuiltin = engine.provider === 'builtin';
  return (
    <p
      data-testid="engine-note"
      className={`flex items-start gap-2 rounded-md p-3 text-sm ${
        isBuiltin ? 'bg-amber-50 text-amber-950' : 'bg-brand-50 text-brand-900'
      }`}
    >
      <Info size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      {isBuiltin ? (
        <span>
          <strong>Answering now: Citable&apos;s builtin engine.</strong> It does not read system
          prompts, so saving one changes no result yet. Prompts apply to an LLM: they take effect
          once the server is configured with one (<code>AI_PROVIDER=openai</code>).
        </span>
      ) : (
        <span>
          <strong>Answering now: the configured LLM ({engine.model}).</strong> Prompts apply to the
          LLM: a saved prompt is sent with every user&apos;s next call.
        </span>
      )}
    </p>
  );
}
