import AppContainer

// Tests name screens and methods as a client does, by their text: in the product a name is a
// declared constant (see ScreenName), so only the tests may write one as a literal.

extension ScreenName: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self.init(value) }
}

extension MethodName: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self.init(value) }
}
