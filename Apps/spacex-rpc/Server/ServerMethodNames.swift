import AppContainer

/// The server's own methods (`shutdown` and `exit` are the connection's).
extension MethodName {
  static let initialize = MethodName("initialize")
  static let discover = MethodName("rpc.discover")
  static let viewOpen = MethodName("view.open")
  static let viewSend = MethodName("view.send")
  static let viewResize = MethodName("view.resize")
  static let viewClose = MethodName("view.close")
  static let viewComplete = MethodName("view.complete")
}
