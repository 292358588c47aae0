/// What every copy of a ``ResourceLoader`` in one process shares: the answers it decoded, the
/// network verdict and who hears of late answers. One object, so the loader itself is a value
/// (a copy with another policy or patience still shares them) and no source keeps a memo of its
/// own.
package final class LoaderSession: Sendable {
  /// Decoded answers and the work in flight, so one process decodes a fresh answer once and sends
  /// one request for callers asking at once.
  package let memory: DecodedMemory
  /// After a provider could not be reached (or was slow), later walks skip its live step for a
  /// while instead of each paying the timeout again; kept in a file, so every process on the cache
  /// shares it.
  package let verdict: NetworkVerdict
  /// Who hears of a live answer that landed after the cache answered for it.
  package let lateAnswers: LateAnswers

  package init(verdict: NetworkVerdict = NetworkVerdict()) {
    memory = DecodedMemory()
    self.verdict = verdict
    lateAnswers = LateAnswers()
  }
}
