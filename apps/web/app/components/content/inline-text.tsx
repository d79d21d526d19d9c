import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * Renders the two marks our written content uses: [text](href) and **bold**. Content is our
 * own, but nothing here ever becomes HTML: text stays text, and only these marks are read.
 */
const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (label && href) nodes.push(<InlineLink key={index} label={label} href={href} />);
    else if (bold) nodes.push(<strong key={index}>{bold}</strong>);
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function InlineLink({ label, href }: { label: string; href: string }) {
  if (href.startsWith('/')) return <Link to={href}>{label}</Link>;
  if (!/^https:\/\//.test(href)) return <>{label}</>;
  return (
    <a href={href} rel="noopener noreferrer" target="_blank">
      {label}
    </a>
  );
}

export function InlineText({ text }: { text: string }) {
  return <Fragment>{renderInline(text)}</Fragment>;
}
