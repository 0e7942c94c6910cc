import Glibc
import PdxLanguage
import PokedexCore

/// The command line's words, as given.
enum Arguments {
  /// The arguments as given. `CommandLine.arguments` replaces bytes that are not UTF-8, so a file
  /// whose name is not UTF-8 would then be reported as missing though it exists: such an argument
  /// is refused by name instead (pdx's paths are Swift strings, which are UTF-8).
  static func utf8() throws(RunError) -> [String] {
    // The Swift runtime reads them from /proc/self/cmdline: where /proc is not mounted (a bare
    // chroot) there are none, not even pdx's own name, and running without them would be
    // running another command than the one typed.
    guard CommandLine.argc >= 1 else {
      throw RunError(
        Words(
          en: "pdx cannot read its arguments: /proc is not mounted (the Swift runtime reads them"
            + " from /proc/self/cmdline); mount it (mount -t proc proc /proc) and run pdx again",
          es: "pdx no puede leer sus argumentos: /proc no está montado (Swift los"
            + " lee de /proc/self/cmdline); móntalo (mount -t proc proc /proc) y vuelve a"
            + " ejecutar pdx"))
    }
    var out: [String] = []
    for i in 1..<Int(CommandLine.argc) {
      let raw = CommandLine.unsafeArgv[i].map { UnsafeRawPointer($0) }
      let bytes = raw.map {
        UnsafeBufferPointer(start: $0.assumingMemoryBound(to: UInt8.self), count: strlen($0))
      }
      guard let bytes, let text = String(validating: bytes, as: UTF8.self) else {
        let shown = Quoting.guillemets(bytes.map(escapingInvalidUTF8) ?? "")
        throw RunError(
          Words(
            en: "the argument \(shown) is not valid UTF-8: pdx reads file names in UTF-8 only"
              + " (rename the file)",
            es: "el argumento \(shown) no es UTF-8 válido: pdx solo lee nombres de fichero en"
              + " UTF-8 (cámbiale el nombre al fichero)"))
      }
      out.append(text)
    }
    return out
  }

  /// The bytes as text, each byte that is not part of valid UTF-8 written `\x{FF}`.
  static func escapingInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var out = ""
    var i = 0
    while i < bytes.count {
      var end = i + 1
      while end <= bytes.count, end - i <= 4 {
        if let s = String(validating: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
        {
          out += s
          break
        }
        end += 1
      }
      if end > bytes.count || end - i > 4 {
        out += "\\x{" + String(bytes[i], radix: 16, uppercase: true) + "}"
        end = i + 1
      }
      i = end
    }
    return out
  }

}
