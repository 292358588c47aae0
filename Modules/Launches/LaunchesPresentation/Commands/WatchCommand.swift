import AppContainer
import Core
import Foundation
import LaunchesDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `spacex watch [--next | --rocket REF] [--on KINDS] [--at 24h,1h,10m] [--format text|json] [--exec CMD]`:
/// one line (or JSON line) per launch-day event of the launches followed, until interrupted (see
/// ``LaunchDayWatch``). Followed by default: the launches marked by any feature (the favourites).
enum WatchCommand {
  static let defaultMilestones = "24h,1h,10m"
  private static let changeEvents = WatchKinds.changeEvents.prefix(10).joined(separator: ", ")

  /// - Parameter judgements: the events other features let `--on` ask for (``WatchJudgement``).
  static func command(
    launches: any LaunchRepository, log: any LaunchChangeLog, marks: MarkRegistry, judgements: WatchJudgements,
    clock: AppClock
  ) -> TextCommand {
    var command = TextCommand(
      name: "watch",
      abstract: Phrase(
        en: "Follow launches and tell each launch-day event as it comes",
        ru: "Следить за запусками и сообщать о каждом событии дня старта"),
      usage: "spacex watch [--next | --rocket REF] [--on KINDS] [--at 24h,1h,10m] [--format text|json] [--exec CMD]",
      help: [
        Phrase(
          en: "Followed: the launches you marked (favourites), or with",
          ru: "Отслеживаются отмеченные запуски (избранное) или с"),
        Phrase(
          en: "--next           the next launch due, then the one after it",
          ru: "--next           ближайший запуск, затем следующий"),
        Phrase(
          en: "--rocket REF     that rocket's launches due within a week",
          ru: "--rocket REF     запуски этой ракеты в ближайшую неделю"),
        Phrase(
          en: "--on KINDS       only these events, by the names told (slip,hold,liftoff,1h,timeline,MECO)",
          ru: "--on KINDS       только эти события, по их именам (slip,hold,liftoff,1h,timeline,MECO)"),
        Phrase(
          en: "--at SPANS       countdown milestones to tell (default 24h,1h,10m; with --on, added to it)",
          ru: "--at SPANS       отметки отсчёта (по умолчанию 24h,1h,10m; с --on добавляются к ним)"),
        Phrase(
          en: "--format json    one JSON object a line: event, launchId, name, net, seenAt, text",
          ru: "--format json    по объекту JSON в строке: event, launchId, name, net, seenAt, text"),
        Phrase(
          en:
            "--exec CMD       run CMD (sh -c) per event, told in SPACEX_EVENT, SPACEX_EVENT_TEXT, SPACEX_LAUNCH_ID, SPACEX_LAUNCH_NAME and SPACEX_LAUNCH_NET",
          ru:
            "--exec CMD       запускать CMD (sh -c) на каждое событие: SPACEX_EVENT, SPACEX_EVENT_TEXT, SPACEX_LAUNCH_ID, SPACEX_LAUNCH_NAME и SPACEX_LAUNCH_NET"
        ),
        Phrase(
          en: "Events: T-24h, T-1h, T-10m, " + changeEvents + " (and status, pad, name, new, as in spacex changes);",
          ru: "События: T-24h, T-1h, T-10m, " + changeEvents + " (и status, pad, name, new, как в spacex changes);"),
        Phrase(
          en: "with --on timeline, each timeline event as its planned time comes (timeline:MECO).",
          ru: "с --on timeline — каждое событие плана полёта в его время по плану (timeline:MECO)."),
        Phrase(
          en: "It runs until Ctrl-C, sharing Launch Library 2's hourly budget with every other spacex.",
          ru: "Работает до Ctrl-C, деля часовой лимит Launch Library 2 со всеми другими spacex."),
        Phrase(
          en: "Example: spacex watch --next --exec 'notify-send \"$SPACEX_EVENT_TEXT\"'",
          ru: "Пример: spacex watch --next --exec 'notify-send \"$SPACEX_EVENT_TEXT\"'"),
      ]
    ) { context in
      let options = try Options(context.arguments, judged: judgements.all.map(\.name))
      let selection: LaunchDayWatch.Selection =
        if options.next {
          .next(rocket: options.rocket)
        } else if let rocket = options.rocket {
          .rocket(rocket)
        } else {
          .marked { marks.snapshot(LaunchItem.markKind).markedIDs }
        }
      if case .marked(let ids) = selection, ids().isEmpty {
        throw NothingToWatch()
      }
      var watch = LaunchDayWatch(
        launches: launches, log: log, selection: selection, milestones: options.kinds.milestones, clock: clock.now,
        sleep: { try await clock.sleep(.seconds($0)) })
      watch.tellsTimeline = options.kinds.timeline != nil
      let writer = WatchEventWriter(
        formatter: context.formatter, json: context.format == .json, command: options.exec, kinds: options.kinds,
        judgements: judgements.all.filter { options.kinds.judged.contains($0.name) })
      // A reader gone (`spacex watch | head -1`) is a failed write, said and exited 1, as the
      // README's table has it, not a death by SIGPIPE a script cannot tell from a crash.
      signal(SIGPIPE, SIG_IGN)
      do {
        try await watch.run(report: writer.write, failed: writer.refreshFailed, following: writer.following)
      } catch is WatchEventWriter.OutputClosed {
        // Nobody reads what it tells: it stops, and the exit says why (status 1, one line).
      }
      return CommandOutput("")
    }
    command.streams = [.json]
    // With the events other features add, registered after this command.
    command.choicesWhenAsked = { ["--on": WatchKinds.completions + judgements.all.map(\.name)] }
    // Its `--rocket` is the launch query's: completion offers the same names.
    command.takes(LaunchQuery.options, named: ["rocket"])
    return command
  }

  /// Nothing marked and no `--next` or `--rocket`: a watch would follow nothing.
  struct NothingToWatch: UserFacingError {
    var kind: FailureKind { .notFound }
    func message(in language: Language) -> String {
      Phrase(
        en: "no launch to watch: mark favourites (spacex favourite add REF), or use --next or --rocket REF",
        ru: "нечего отслеживать: добавьте избранное (spacex favourite add REF) или укажите --next или --rocket REF"
      )(language)
    }
  }

  struct Options {
    var next: Bool
    var rocket: String?
    var kinds: WatchKinds
    var exec: String?

    /// - Parameter judged: the names of the events other features let `--on` ask for.
    init(_ arguments: [String], judged: [String] = []) throws(UsageError) {
      let options = try CommandOptions(arguments, accepting: ["--rocket", "--at", "--on", "--exec"], flags: ["--next"])
      if let extra = options.positional.first { throw UsageError.unexpectedArgument(extra) }
      next = options.has("--next")
      rocket = options["--rocket"]
      exec = options["--exec"]
      kinds = try WatchKinds(
        on: options["--on"], at: try options["--at"].map(Self.milestones),
        defaultMilestones: try Self.milestones(WatchCommand.defaultMilestones), judged: judged)
    }

    /// `24h,1h,10m` as leads before liftoff, the largest first.
    private static func milestones(_ spans: String) throws(UsageError) -> [TimeInterval] {
      var milestones: [TimeInterval] = []
      for span in spans.split(separator: ",", omittingEmptySubsequences: false) {
        guard let lead = TimeSpan.parse(String(span).trimmingCharacters(in: .whitespaces)) else {
          throw UsageError.invalidValue(
            spans, for: "--at",
            expected: Phrase(
              en: "spans before liftoff, comma-separated, like 24h,1h,10m (each up to 100 years)",
              ru: "промежутки до старта через запятую, например 24h,1h,10m (не больше 100 лет)"))
        }
        milestones.append(lead)
      }
      return Array(Set(milestones)).sorted(by: >)
    }
  }
}

/// Says each event as it comes: a line of text or of JSON on stdout, written whole and at once
/// (a pipe reads each as it happens), and runs `--exec`'s command with the event in its
/// environment, one at a time, in order.
struct WatchEventWriter: Sendable {
  let formatter: DisplayFormatter
  let json: Bool
  let command: String?
  /// What `--on` asked for: events of other kinds are not told.
  var kinds: WatchKinds? = nil
  /// The other features' events `--on` asked for, judged at each date change.
  var judgements: [WatchJudgement] = []

  /// Stdout took no more: a full disk, a closed pipe (SIGPIPE is ignored, so the failed write is
  /// what tells it). The watch ends, as every command whose answer could not be written does.
  struct OutputClosed: Error {}

  func write(_ event: LaunchDayWatch.Event) async throws {
    if kinds?.wants(event) ?? true {
      try tell(event, name: WatchEventWords.name(event), text: WatchEventWords.text(event, formatter: formatter))
    }
    // A change not told may still make a judgement asked for hold.
    try await judge(event)
  }

  /// What it follows, on stderr: a quiet watch otherwise reads as a hung one.
  func following(_ following: LaunchDayWatch.Following) {
    StandardStream.error.write(WatchFollowingText.line(following, formatter: formatter) + "\n")
  }

  /// After a date change of a launch: each judgement that holds at its new date and did not at
  /// its old one is told, as an event of the same launch.
  private func judge(_ event: LaunchDayWatch.Event) async throws {
    guard !judgements.isEmpty, case .change(let change) = event.kind, change.kind == .date,
      let from = change.from.flatMap(APIDate.parse), let to = change.to.flatMap(APIDate.parse)
    else { return }
    for judgement in judgements {
      let (before, after) = (await judgement.holds(event.launch.id, from), await judgement.holds(event.launch.id, to))
      guard after == true, before != true else { continue }
      try tell(event, name: judgement.name, text: judgement.text(formatter.language))
    }
  }

  private func tell(_ event: LaunchDayWatch.Event, name: String, text: String) throws(OutputClosed) {
    let line: String
    if json {
      var writer = JSONWriter()
      // What a script shows a person (a notification): no control or BiDi character from the data.
      writer.writesTextForPeople = true
      writer.beginObject()
      writer.member("asOf", event.asOf)
      writer.member("event", name)
      writer.member("launchId", event.launch.id)
      writer.member("name", event.launch.name)
      writer.member("net", event.launch.date)
      writer.member("seenAt", event.seenAt)
      writer.member("text", text)
      writer.endObject()
      line = String(decoding: writer.data, as: UTF8.self)
    } else {
      let seen = DateText.sortable(event.seenAt, precision: .hour, timeZone: formatter.timeZone)
      line = TerminalText.singleLine(seen + "  " + TerminalText.sanitized(event.launch.name) + ": " + text)
    }
    guard StandardStream.output.write(line + "\n") else { throw OutputClosed() }
    if let command { run(command, for: event, name: name, text: text) }
  }

  func refreshFailed(_ reason: String) {
    let line = Phrase(en: "could not refresh: ", ru: "не удалось обновить: ")(formatter.language) + reason
    StandardStream.error.write("spacex: " + TerminalText.singleLine(line) + "\n")
  }

  /// `sh -c CMD` with the event in `SPACEX_EVENT`, `SPACEX_EVENT_TEXT`, `SPACEX_LAUNCH_ID`,
  /// `SPACEX_LAUNCH_NAME` and `SPACEX_LAUNCH_NET`; waited for, so events stay in order. A command
  /// that cannot start or fails is said on stderr; the watch goes on.
  private func run(_ command: String, for event: LaunchDayWatch.Event, name: String, text: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    var environment = ProcessInfo.processInfo.environment
    environment["SPACEX_EVENT"] = name
    environment["SPACEX_EVENT_TEXT"] = TerminalText.singleLine(event.launch.name + ": " + text)
    environment["SPACEX_LAUNCH_ID"] = event.launch.id
    environment["SPACEX_LAUNCH_NAME"] = TerminalText.singleLine(event.launch.name)
    environment["SPACEX_LAUNCH_NET"] = APIDate.format(event.launch.date)
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 {
        Log.error("--exec exited with status \(process.terminationStatus) for \(name)")
      }
    } catch {
      Log.error("--exec could not run: \(error)")
    }
  }
}
