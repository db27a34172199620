/** The evidence panel's status while its code or its first page loads (printing waits for it to go). */
export function EvidenceLoading() {
  return (
    <p className="evidence-panel__status" role="status">
      Loading the evidence…
    </p>
  );
}
