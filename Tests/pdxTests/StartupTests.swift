import Glibc
import Testing

/// How pdx is linked for a fast start (Package.swift, Scripts/bench's startup figures): the
/// loader opens only the C and C++ runtimes, and the relative relocations are packed.
@Suite("pdx's start")
struct StartupTests {
  let pdx = pdxExecutable()

  @Test("pdx --version loads no libedit, libtinfo, libbsd or libmd: they are linked in")
  func noLineEditorLibraries() throws {
    var env = currentEnvironment()
    env["LD_DEBUG"] = "files"
    let r = try runProgram(pdx, ["--version"], environment: env)
    #expect(r.status == 0 && r.stdout.hasPrefix("pdx "))
    // The loader names each library it opens: "file=libc.so.6 [0];  needed by …".
    #expect(r.stderr.contains("file=libc.so.6"))
    for library in ["libedit", "libtinfo", "libbsd", "libmd"] {
      #expect(!r.stderr.contains("file=\(library)"), "\(library) is loaded at start")
    }
  }

  @Test("pdx's relative relocations are packed (DT_RELR), not one 24-byte entry each")
  func packedRelocations() throws {
    let tags = try dynamicTags(of: pdx)
    #expect(tags.contains(36))  // DT_RELR
    #expect(!tags.isEmpty)
  }
}

/// The tags of an ELF64 file's dynamic section (PT_DYNAMIC), read from the file.
func dynamicTags(of path: String) throws -> [Int64] {
  let fd = open(path, O_RDONLY)
  guard fd >= 0 else { throw SpawnError(message: "cannot open \(path)") }
  defer { close(fd) }
  func read<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
    var value: T = 0
    _ = withUnsafeMutableBytes(of: &value) { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
    return T(littleEndian: value)
  }
  // e_phoff at 32, e_phentsize at 54, e_phnum at 56; a program header's p_type at 0,
  // p_offset at 8, p_filesz at 32.
  let phoff = Int(read(UInt64.self, at: 32))
  let phentsize = Int(read(UInt16.self, at: 54))
  let phnum = Int(read(UInt16.self, at: 56))
  for i in 0..<phnum {
    let header = phoff + i * phentsize
    guard read(UInt32.self, at: header) == 2 else { continue }  // PT_DYNAMIC
    let offset = Int(read(UInt64.self, at: header + 8))
    let size = Int(read(UInt64.self, at: header + 32))
    let tags = stride(from: offset, to: offset + size, by: 16).map { read(Int64.self, at: $0) }
    return Array(tags.prefix { $0 != 0 })  // DT_NULL ends them
  }
  return []
}
