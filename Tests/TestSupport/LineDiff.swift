/// A unified line diff for snapshot failures: `@@ -a,b +c,d @@` hunks with three lines of
/// context, and trailing spaces made visible as `·` so they cannot hide.
package enum LineDiff {
  private enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  package static func unified(from old: String, to new: String, context: Int = 3) -> String {
    let edits = diff(lines(old), lines(new))
    // Line numbers (1-based) in the old and new text at which each edit stands.
    var oldLines: [Int] = []
    var newLines: [Int] = []
    var (oldLine, newLine) = (1, 1)
    for edit in edits {
      oldLines.append(oldLine)
      newLines.append(newLine)
      if case .added = edit {} else { oldLine += 1 }
      if case .removed = edit {} else { newLine += 1 }
    }
    let changes = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    // Changes closer than twice the context share a hunk.
    var groups: [[Int]] = []
    for change in changes {
      if let last = groups.last?.last, change - last <= 2 * context {
        groups[groups.count - 1].append(change)
      } else {
        groups.append([change])
      }
    }
    var output: [String] = []
    for group in groups {
      let hunk = max(0, group[0] - context)..<min(edits.count, group[group.count - 1] + context + 1)
      let oldCount = hunk.filter { if case .added = edits[$0] { false } else { true } }.count
      let newCount = hunk.filter { if case .removed = edits[$0] { false } else { true } }.count
      output.append("@@ -\(oldLines[hunk.lowerBound]),\(oldCount) +\(newLines[hunk.lowerBound]),\(newCount) @@")
      for index in hunk {
        switch edits[index] {
        case .same(let line): output.append(" " + visible(line))
        case .removed(let line): output.append("-" + visible(line))
        case .added(let line): output.append("+" + visible(line))
        }
      }
    }
    return output.joined(separator: "\n")
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func visible(_ line: String) -> String {
    let trimmed = line.reversed().drop { $0 == " " }
    let trailing = line.count - trimmed.count
    return String(line.prefix(line.count - trailing)) + String(repeating: "·", count: trailing)
  }

  /// Longest-common-subsequence diff; golden files are small, so O(n·m) is fine.
  private static func diff(_ a: [String], _ b: [String]) -> [Edit] {
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(.same(a[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(.removed(a[i]))  // removals first, as unified diffs show them
        i += 1
      } else {
        edits.append(.added(b[j]))
        j += 1
      }
    }
    return edits
  }
}
