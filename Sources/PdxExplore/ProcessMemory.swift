import Glibc

/// The process's memory as the kernel counts it: what `pdx check` reports and what
/// `--max-memory` bounds (docs/reference.md §7.1).
public enum ProcessMemory {
  /// Bytes resident now (`/proc/self/statm`'s second field, in pages). 0 when unreadable.
  public static func resident() -> Int {
    let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 96)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard n > 0 else { return 0 }
    // "size resident shared …": the second number.
    var field = 0
    var pages = 0
    for byte in buffer[0..<n] {
      if byte == UInt8(ascii: " ") {
        field += 1
        if field > 1 { break }
      } else if field == 1, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        pages = pages * 10 + Int(byte - UInt8(ascii: "0"))
      }
    }
    return pages * pageSize
  }

  /// The most bytes resident at once so far (the kernel's high-water mark, VmHWM).
  public static func peak() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  /// The machine's physical memory in bytes.
  public static func physical() -> Int {
    Int(sysconf(Int32(_SC_PHYS_PAGES))) * pageSize
  }

  static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }
}

extension ProcessMemory {
  /// A size as `--max-memory` takes it: a number, with decimals or not, and its unit, K, M, G
  /// or T (powers of 1024; `KiB`, `MB` and lower case are read alike). Nil for anything else,
  /// a number without its unit included, and for less than one KiB.
  public static func size(_ text: String) -> Int? {
    let units: [Character: Int] = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40]
    var number = Substring(text)
    for suffix in ["ib", "b"] where number.lowercased().hasSuffix(suffix) {
      number = number.dropLast(suffix.count)
      break
    }
    guard let unit = number.last.flatMap({ units[Character($0.lowercased())] }) else { return nil }
    number = number.dropLast()
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      number.filter({ $0 == "." }).count <= 1, number.first != ".", number.last != ".",
      let value = Double(number)
    else { return nil }
    let bytes = value * Double(unit)
    guard bytes >= 1024, bytes < 9e18 else { return nil }
    return Int(bytes)
  }
}
