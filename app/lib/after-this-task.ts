/**
 * Runs `run` in a task of its own, after this one (and so after every other effect of the commit that called it).
 * Returns the cancel, ready to be an effect's cleanup.
 */
export function afterThisTask(run: () => void): () => void {
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
