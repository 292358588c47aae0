/// Facts about the program itself, shared by both executables.
package enum AppInfo {
  package static let version = "0.1.0"
}
