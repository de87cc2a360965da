/**
 * The persisted query cache (docs/architecture.md, "The query cache and its persistence"): the session
 * opens it for the confirmed user and closes it when the session ends. The session owns
 * this interface; the app layer supplies the IndexedDB implementation.
 */
export interface QueryPersistence {
  /**
   * Starts reading the stores (before the session check answers), so `open` does not
   * wait for IndexedDB after it. Nothing read is used before `open` names the user.
   */
  prepare(): void;
  /**
   * Drops every other user's store, restores `login`'s (discarded when older than the
   * max age or of another buster) and saves the cache there from now on.
   */
  open(login: string): Promise<void>;
  /** Stops saving and deletes every store (Log Out, a 401). */
  close(): Promise<void>;
}

export const NO_PERSISTENCE: QueryPersistence = {
  prepare: () => undefined,
  open: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
