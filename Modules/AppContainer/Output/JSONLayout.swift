/// Lays compact JSON out over lines, two spaces per level, keeping every member in the order the
/// encoder wrote it: `--format json` prints exactly what `spacex-rpc` would send, readable.
package enum JSONLayout {
  package static func indented(_ compact: String) -> String {
    var out = ""
    out.reserveCapacity(compact.utf8.count * 2)
    var depth = 0
    var inString = false
    var escaped = false
    var characters = compact.makeIterator()
    var pending = characters.next()
    func newline() { out += "\n" + String(repeating: "  ", count: depth) }
    while let character = pending {
      pending = characters.next()
      if inString {
        out.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"":
        inString = true
        out.append(character)
      case "{", "[":
        out.append(character)
        // An empty object or array stays on its line: `{}`, `[]`.
        if pending == "}" || pending == "]" {
          out.append(pending!)
          pending = characters.next()
        } else {
          depth += 1
          newline()
        }
      case "}", "]":
        depth -= 1
        newline()
        out.append(character)
      case ",":
        out.append(character)
        newline()
      case ":":
        out += ": "
      default:
        out.append(character)
      }
    }
    return out + "\n"
  }
}
