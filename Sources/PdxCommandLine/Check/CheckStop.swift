import CLibEdit
import Glibc
import PdxLanguage
import PdxRunner
import Synchronization

/// `--max-time DURATION`: seconds, minutes or hours, as `timeout(1)` reads them (`90s`, `5m`,
/// `1.5h`; a bare number is seconds). Nil for anything else, or for no time at all.
func duration(_ text: String) -> Double? {
  var number = Substring(text)
  var scale = 1.0
  switch text.last {
  case "s": number = number.dropLast()
  case "m": (number, scale) = (number.dropLast(), 60)
  case "h": (number, scale) = (number.dropLast(), 3600)
  default: break
  }
  guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
    let value = Double(number), value > 0, value * scale <= 366 * 86_400
  else { return nil }
  return value * scale
}

extension OptionValue {
  /// `--max-time DURATION`, in nanoseconds.
  func maxTime() throws(InvocationError) -> Int {
    guard let seconds = duration(text) else {
      throw InvocationError(
        Words(
          en: "--max-time takes a duration such as 90s, 5m or 1.5h (s, m, h; at most a year),"
            + " not \(quoted)",
          es: "--max-time toma una duración como 90s, 5m o 1.5h (s, m, h; como mucho un año),"
            + " no \(quoted)"))
    }
    return Int(seconds * 1e9)
  }
}
