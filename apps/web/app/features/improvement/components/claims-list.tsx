import type { ClaimToVerify } from '@citable/schemas';

/** Claims to verify: the review list beside the text, with the switch for inline markers. */
export function ClaimsList({
  claims,
  areMarkersShown,
  canMark,
  onMarkersShown,
}: {
  claims: ClaimToVerify[];
  areMarkersShown: boolean;
  canMark: boolean;
  onMarkersShown: (isShown: boolean) => void;
}) {
  if (claims.length === 0) return null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">Claims to verify ({claims.length})</h3>
        {canMark ? (
          <label className="inline-flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={areMarkersShown}
              onChange={(event) => onMarkersShown(event.target.checked)}
            />
            Mark them in the text
          </label>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        Each carries a figure, a superlative or an unnamed source with no source beside it. Add the
        source, or soften the claim, before publishing.
      </p>
      <ul className="mt-2 space-y-2" data-testid="claims-to-verify">
        {claims.map((claim) => (
          <li
            key={claim.id}
            className="rounded border-l-4 border-amber-400 bg-amber-50 p-2 text-sm"
          >
            <p className="text-ink">{claim.sentence}</p>
            <p className="text-xs text-slate-700">
              {claim.passageTitle ? `${claim.passageTitle}: ` : ''}
              {claim.reason}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
