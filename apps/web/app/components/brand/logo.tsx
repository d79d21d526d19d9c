import { Link } from 'react-router';

/** The Citable mark and word, linking home. `wordClassName` hides the word where room is short. */
export function Logo({ wordClassName = '' }: { wordClassName?: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-ink" aria-label="Citable home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M20.5 11.2a6.2 6.2 0 1 0 0 9.6"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="23" cy="16" r="2" fill="#c7d2fe" />
      </svg>
      <span className={`text-lg tracking-tight ${wordClassName}`}>Citable</span>
    </Link>
  );
}
