import JSONRPC

/// A client's window for a view: drawn lines are laid out to its width (20 to 1,000 columns).
package struct ViewSize: Sendable, Hashable {
  package static let widths = 20...1000
  package static let heights = 1...1000
  package var width: Int
  package var height: Int?

  /// - Throws: ``RPCError/invalidParams(_:_:)`` naming the member out of range.
  package init(width: Int, height: Int? = nil) throws(RPCError) {
    guard Self.widths.contains(width) else {
      throw .invalidParams(
        "width", "\(width) columns is not a window (\(Self.widths.lowerBound) to \(Self.widths.upperBound))")
    }
    if let height, !Self.heights.contains(height) {
      throw .invalidParams(
        "height", "\(height) lines is not a window (\(Self.heights.lowerBound) to \(Self.heights.upperBound))")
    }
    (self.width, self.height) = (width, height)
  }
}
