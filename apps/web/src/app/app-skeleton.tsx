/**
 * The boot skeleton of index.html, drawn by React while the first page's chunk is on its way: the same markup and
 * classes (styled in index.html), so the hand-over from static HTML to React is not seen. Keep the two alike.
 */
export function AppSkeleton() {
  return (
    <div className="boot-skeleton boot-shimmer" aria-hidden="true">
      <div className="boot-header">
        <div className="boot-bone" style={{ width: 132, height: 28 }} />
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
