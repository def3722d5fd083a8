/** Session ids are opaque to the client; they are kept as strings in IndexedDB and URLs. */
export function sessionPath(id: string): string {
  return `/api/recording-sessions/${encodeURIComponent(id)}`;
}
