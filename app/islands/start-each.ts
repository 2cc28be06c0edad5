/** A page behaviour: finds its markup and wires it up, or does nothing when the page has none. */
export type Behaviour = () => void;

/** Starts each behaviour on its own, in order: one that throws must not stop the others. */
export function startEach(behaviours: readonly Behaviour[]): void {
  for (const start of behaviours) {
    try {
      start();
    } catch (error) {
      console.error(error);
    }
  }
}
