import Glibc
import Testing

/// On a machine without libedit-dev, the build stops with an error that names the package
/// Scripts/test would install, not only "'histedit.h' file not found". The shim is compiled
/// here against the system's headers less libedit's (a folder of links to /usr/include without
/// histedit.h and editline/).
@Suite("Building without libedit-dev")
struct MissingLibeditTests {
  /// The C compiler of the Swift toolchain on the PATH (clang is shipped beside swift).
  func clang() -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
    return folders.map { $0 + "/clang" }.first { access($0, X_OK) == 0 }
  }

  @Test("the shim without histedit.h says: install the Debian package libedit-dev")
  func namesThePackage() throws {
    let compiler = try #require(clang(), "no clang beside swift on the PATH")
    let dir = Scratch()
    let include = dir.path + "/include"
    #expect(mkdir(include, 0o755) == 0)
    // Debian's per-architecture headers (bits/…) are in /usr/include/TRIPLET: searched too.
    var architectures: [String] = []
    let entries = try #require(opendir("/usr/include"))
    while let entry = readdir(entries) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard !name.hasPrefix("."), name != "histedit.h", name != "editline" else { continue }
      symlink("/usr/include/" + name, include + "/" + name)
      if name.contains("-linux-") { architectures += ["-isystem", "/usr/include/" + name] }
    }
    closedir(entries)
    let resource = try runProgram(compiler, ["-print-resource-dir"]).stdout
      .trimmingCharacters(in: .newlines)
    let shim = repositoryRoot + "/Sources/CLibEdit/shim.h"
    let r = try runProgram(
      compiler,
      [
        "-fsyntax-only", "-nostdinc", "-isystem", resource + "/include", "-isystem", include,
      ] + architectures + ["-x", "c", shim])
    #expect(r.status != 0)
    #expect(r.stderr.contains("install the Debian package libedit-dev"), "\(r.stderr)")
    // With the headers, the shim compiles.
    #expect(try runProgram(compiler, ["-fsyntax-only", "-x", "c", shim]).status == 0)
  }
}

extension String {
  fileprivate func trimmingCharacters(in _: Newlines) -> String {
    var s = self
    while s.last == "\n" || s.last == "\r" { s.removeLast() }
    return s
  }
  fileprivate enum Newlines { case newlines }
}
