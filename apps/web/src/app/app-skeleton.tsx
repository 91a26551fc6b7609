/**
 * The boot skeleton of index.html, drawn by React while the first page's chunk is on its way: the same markup and
 * classes (styled in index.html), so the hand-over from static HTML to React is not seen. Keep the two alike.
 */
export function AppSkeleton() {
  return (
    <div className="boot-skeleton boot-shimmer" aria-hidden="true">
      <div className="boot-header">
        <div className="boot-brand">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="#146a66" />
            <path d="M9 9h6v6H9zM17 9h6v6h-6zM9 17h6v6H9z" fill="#e8f6f5" />
            <path d="M17 17h6v6h-6z" fill="#70c0ba" />
          </svg>
          <span>Paygrid</span>
        </div>
        <div className="boot-bone" style={{ width: 76, height: 28 }} />
      </div>
      <div className="boot-main">
        <div className="boot-form">
          <div className="boot-bone" style={{ width: '60%', height: 32, marginBottom: 8 }} />
          <div className="boot-bone" style={{ height: 42 }} />
          <div className="boot-bone" style={{ height: 42 }} />
          <div className="boot-bone" style={{ height: 42, marginTop: 8 }} />
        </div>
      </div>
    </div>
  );
}
