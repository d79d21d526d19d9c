import { Link } from 'react-router';

const FOOTER_GROUPS = [
  {
    heading: 'Product',
    links: [
      { to: '/analyzer', label: 'Content Analyzer' },
      { to: '/improvement', label: 'Content Improvement' },
      { to: '/geo-keywords', label: 'AI Keywords' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { to: '/contextual-understanding', label: 'Contextual understanding' },
      { to: '/conversational-queries', label: 'Conversational queries' },
      { to: '/content-authority', label: 'Content authority' },
    ],
  },
  {
    heading: 'Articles',
    links: [
      { to: '/beyond-google-ai-search', label: 'Beyond Google: AI search' },
      { to: '/chatgpt-ready-content-steps', label: '10 steps to ChatGPT-ready content' },
    ],
  },
  {
    heading: 'Plans',
    links: [
      { to: '/free-plan', label: 'Free' },
      { to: '/pro-plan', label: 'Pro' },
      { to: '/business-plan', label: 'Business' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 md:grid-cols-4 md:px-6">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold text-ink">{group.heading}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
        Citable helps your content get found, quoted and cited by AI search.
      </p>
    </footer>
  );
}
