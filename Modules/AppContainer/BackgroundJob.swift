import Core
import Foundation

/// Work a long-running frontend does on its own, on a cadence: `spacex-rpc` runs every job a
/// feature registers (a one-shot `spacex` command runs none). A feature keeps its cadence within
/// what its source allows; the server knows nothing of what a job does.
package struct BackgroundJob: Sendable {
  /// Whether to keep running it.
  package enum Verdict: Sendable {
    case again
    /// Nothing this run can ever do (its source is off): stop for good.
    case stop
  }

  package var name: String
  /// How long from the end of one run to the start of the next (the first waits too).
  package var interval: Duration
  package var run: @Sendable (BackgroundContext) async -> Verdict

  package init(name: String, interval: Duration, run: @escaping @Sendable (BackgroundContext) async -> Verdict) {
    self.name = name
    self.interval = interval
    self.run = run
  }
}

/// What a job gets each run: the settings in force, the client to notify, and the open views.
package struct BackgroundContext: Sendable {
  package var formatter: DisplayFormatter
  package var notify: @Sendable (_ method: MethodName, _ params: Data) -> Void
  package var views: ViewHost

  package init(formatter: DisplayFormatter, notify: @escaping @Sendable (MethodName, Data) -> Void, views: ViewHost) {
    self.formatter = formatter
    self.notify = notify
    self.views = views
  }
}

extension AppContainer {
  /// Runs every registered job on its cadence until the task is cancelled, and reloads the open
  /// views whenever a live answer lands after the cache answered in its place (a slow source).
  package func runBackgroundJobs(notify: @escaping @Sendable (MethodName, Data) -> Void) async {
    core.loader.lateAnswers.onArrival { [core, views] _ in
      Task {
        await views.dependencyDidChange(StateTopic.catalog.name, formatter: core.formatter(), notify: notify)
      }
    }
    await withTaskGroup(of: Void.self) { group in
      for job in backgroundJobs {
        group.addTask { [core, views] in
          while !Task.isCancelled {
            do { try await core.loader.sleep(job.interval) } catch { return }
            let context = BackgroundContext(formatter: core.formatter(), notify: notify, views: views)
            if await job.run(context) == .stop { return }
          }
        }
      }
    }
  }
}
