import { SAVED_TOOLS } from '@citable/schemas/constants';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TOOL_NAMES } from '../tool-names.ts';

/** Search words and a tool: sent together, so the list changes once per search. */
export function HistoryFilters({
  q,
  tool,
  onSearch,
}: {
  q: string;
  tool: string;
  onSearch: (filters: { q: string; tool: string }) => void;
}) {
  const searchId = useId();
  const toolId = useId();
  const [words, setWords] = useState(q);
  const [chosenTool, setChosenTool] = useState(tool);
  return (
    <search>
      <form
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({ q: words.trim(), tool: chosenTool });
        }}
      >
        <div className="flex-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-ink">
            Search titles and texts
          </label>
          <input
            id={searchId}
            type="search"
            value={words}
            maxLength={200}
            onChange={(event) => setWords(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <div>
          <label htmlFor={toolId} className="text-sm font-semibold text-ink">
            Tool
          </label>
          <select
            id={toolId}
            value={chosenTool}
            onChange={(event) => setChosenTool(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
          >
            <option value="">All tools</option>
            {SAVED_TOOLS.map((name) => (
              <option key={name} value={name}>
                {TOOL_NAMES[name]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <Search size={16} aria-hidden="true" /> Search
        </Button>
      </form>
    </search>
  );
}
