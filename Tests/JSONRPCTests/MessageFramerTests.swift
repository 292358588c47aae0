import Foundation
import JSONRPC
import TestSupport
import Testing

@Suite struct MessageFramerTests {
  private static let one = #"{"jsonrpc":"2.0","id":1,"method":"a"}"#
  private static let two = #"{"jsonrpc":"2.0","id":2,"method":"ü"}"#

  private func frame(_ json: String, header: String = "Content-Length") -> Data {
    Data("\(header): \(json.utf8.count)\r\n\r\n\(json)".utf8)
  }

  private func messages(_ events: [MessageFramer.Event]) -> [String] {
    events.compactMap { if case .message(let data) = $0 { String(decoding: data, as: UTF8.self) } else { nil } }
  }

  private func errors(_ events: [MessageFramer.Event]) -> [ErrorCode] {
    events.compactMap { if case .error(let error) = $0 { error.code } else { nil } }
  }

  @Test func contentLength_FedByteByByte_YieldsEachMessageOnce() {
    var framer = MessageFramer()
    var events: [MessageFramer.Event] = []
    for byte in frame(Self.one) + frame(Self.two) { events += framer.push(Data([byte])) }
    events += framer.finish()
    #expect(messages(events) == [Self.one, Self.two])
    #expect(framer.framing == .contentLength)
  }

  @Test func contentLength_SeveralFramesInOneRead() {
    var framer = MessageFramer()
    #expect(
      messages(framer.push(frame(Self.one) + frame(Self.two) + frame(Self.one))) == [Self.one, Self.two, Self.one])
  }

  @Test func contentLength_CountsBytesNotCharacters() {
    var framer = MessageFramer()
    #expect(messages(framer.push(frame(Self.two))) == [Self.two])
  }

  @Test func header_AnyCase_AndContentTypeAccepted() {
    var framer = MessageFramer()
    let data = Data(
      "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: \(Self.one.utf8.count)\r\n\r\n\(Self.one)"
        .utf8)
    #expect(messages(framer.push(data)) == [Self.one])
  }

  @Test func oversizedFrame_IsReported_AndTheNextFrameStillArrives() {
    var framer = MessageFramer(maximumMessageBytes: 64)
    let big = String(repeating: "x", count: 200)
    let events = framer.push(frame(big) + frame(Self.one))
    #expect(errors(events) == [.invalidRequest])
    #expect(messages(events) == [Self.one])
  }

  /// A frame over the limit is skipped whole: a frame written inside its body never runs.
  @Test func oversizedFrame_IsSkippedWhole_AFrameHiddenInItsBodyNeverRuns() {
    var framer = MessageFramer(maximumMessageBytes: 64)
    let hidden = #"{"jsonrpc":"2.0","id":9,"method":"hidden"}"#
    let body = String(repeating: " ", count: 80) + "Content-Length: \(hidden.utf8.count)\r\n\r\n" + hidden
    var events: [MessageFramer.Event] = []
    // Byte by byte too: the skip counts bytes across chunks.
    for byte in frame(body) + frame(Self.one) { events += framer.push(Data([byte])) }
    #expect(errors(events) == [.invalidRequest])
    #expect(messages(events) == [Self.one])
  }

  /// A header without a usable Content-Length costs its own frame only: its body is not read as
  /// the next header, so every later frame arrives.
  @Test(arguments: ["Content-Length: x1", "Content-Length: -5", "Content-Type: application/json", "Content-Length:"])
  func badHeaderBeforeAJSONBody_CostsThatFrameOnly(header: String) {
    var framer = MessageFramer()
    let events = framer.push(
      Data("\(header)\r\n\r\n\(Self.two)".utf8) + frame(Self.one) + frame(Self.two) + frame(Self.one))
    #expect(errors(events) == [.parseError])
    #expect(messages(events) == [Self.one, Self.two, Self.one])
  }

  /// A long line arriving in small chunks is searched once, not again from its start for every
  /// chunk: 16 MiB in 4 KiB reads frames well within a hang guard (searched again from the start
  /// for every chunk, 15 MB took 30 s in a release build, and many times that in a debug one).
  @Test(.timeLimit(WallClockBounds.hangGuard)) func lineDelimited_LongLineInSmallChunks_FramesWithoutRescanning() {
    var framer = MessageFramer(maximumMessageBytes: 32 << 20)
    let line =
      Data(#"{"jsonrpc":"2.0","id":1,"method":"a","params":{"pad":""#.utf8)
      + Data(repeating: UInt8(ascii: "x"), count: 16 << 20) + Data(#""}}"#.utf8) + Data("\n".utf8)
    var events: [MessageFramer.Event] = []
    var offset = 0
    while offset < line.count {
      events += framer.push(line[offset..<min(offset + 4096, line.count)])
      offset += 4096
    }
    #expect(messages(events).count == 1)
  }

  /// What the fuzz target found: a line is judged the same whole or in pieces. A line of exactly
  /// the limit ending in CRLF is a message either way (its CR is not part of it); a blank line past
  /// the limit is an error either way.
  @Test func lineDelimited_TheLimitIsTheSame_WholeOrByteByByte() {
    let exact = "[" + String(repeating: " ", count: 62) + "]"
    let blank = "[1]\n" + String(repeating: " ", count: 80) + "\n[2]\n"
    for input in [exact + "\r\n", blank] {
      var whole = MessageFramer(maximumMessageBytes: 64)
      var pieces = MessageFramer(maximumMessageBytes: 64)
      let all = whole.push(Data(input.utf8)) + whole.finish()
      var split: [MessageFramer.Event] = []
      for byte in Data(input.utf8) { split += pieces.push(Data([byte])) }
      split += pieces.finish()
      #expect(messages(all) == messages(split) && errors(all) == errors(split), "\(input.prefix(10))")
    }
    var framer = MessageFramer(maximumMessageBytes: 64)
    #expect(messages(framer.push(Data((exact + "\r\n").utf8))) == [exact])
  }

  @Test func absurdContentLength_DoesNotSwallowTheStream() {
    var framer = MessageFramer()
    let events = framer.push(Data("Content-Length: 1000000000000\r\n\r\n".utf8) + frame(Self.one))
    #expect(errors(events) == [.invalidRequest])
    #expect(messages(events) == [Self.one])
  }

  @Test func headerWithoutBody_ThenAValidFrame_Resynchronises() {
    var framer = MessageFramer()
    let events = framer.push(Data("Content-Length: 60\r\n\r\n".utf8) + frame(Self.one) + frame(Self.two))
    #expect(errors(events) == [.parseError])
    #expect(messages(events) == [Self.one, Self.two])
  }

  @Test func garbageBeforeAHeader_IsReported_ThenFramesFlow() {
    var framer = MessageFramer()
    let events = framer.push(Data("\u{01}\u{02}garbage\r\n\r\n".utf8) + frame(Self.one))
    #expect(errors(events) == [.parseError])
    #expect(messages(events) == [Self.one])
  }

  @Test func badContentLengthValue_IsAParseError() {
    var framer = MessageFramer()
    let events = framer.push(Data("Content-Length: -5\r\n\r\n".utf8) + frame(Self.one))
    #expect(errors(events) == [.parseError])
    #expect(messages(events) == [Self.one])
  }

  @Test func lineDelimited_ChosenByFirstByte_SplitsOnNewlines() {
    var framer = MessageFramer()
    var events = framer.push(Data("\(Self.one)\r\n\n".utf8))
    events += framer.push(Data(Self.two.utf8))
    events += framer.finish()
    #expect(framer.framing == .lineDelimited)
    #expect(messages(events) == [Self.one, Self.two])
  }

  @Test func lineDelimited_OverlongLine_IsReported_AndSkipped() {
    var framer = MessageFramer(maximumMessageBytes: 64)
    let events = framer.push(Data("{\(String(repeating: "x", count: 100))\n\(Self.one)\n".utf8))
    #expect(errors(events) == [.invalidRequest])
    #expect(messages(events) == [Self.one])
  }

  @Test func finish_InsideABody_ReportsTheShortfall() {
    var framer = MessageFramer()
    _ = framer.push(Data("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    #expect(errors(framer.finish()) == [.parseError])
  }

  @Test func frame_WritesTheChosenFraming() {
    #expect(MessageFramer.Framing.contentLength.frame(Data("{}".utf8)) == Data("Content-Length: 2\r\n\r\n{}".utf8))
    #expect(MessageFramer.Framing.lineDelimited.frame(Data("{}".utf8)) == Data("{}\n".utf8))
  }
}
