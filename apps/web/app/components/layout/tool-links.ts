import { BarChart3, KeyRound, type LucideIcon, Sparkles } from 'lucide-react';

/** Spec 2 "Sidebar" and "Header" shortcuts: the three tools, in this order. */
export const TOOL_LINKS: { to: string; label: string; shortLabel: string; icon: LucideIcon }[] = [
  { to: '/analyzer', label: 'Content Analyzer', shortLabel: 'Analyzer', icon: BarChart3 },
  { to: '/improvement', label: 'Content Improvement', shortLabel: 'Improvement', icon: Sparkles },
  { to: '/geo-keywords', label: 'AI Keywords', shortLabel: 'AI Keywords', icon: KeyRound },
];

export const TOOL_PATHS = new Set(TOOL_LINKS.map((link) => link.to));
