/// How `pdx check` fingerprints the fields its commands write most (docs/reference.md §7.1):
/// their parts' bits mixed in order, without a `Hasher`. A Hasher costs a SipHash round for
/// every eight bytes and hundreds of instructions to start and finish, and an enum with a raw
/// value hashes its raw value's text: the form, the content, the screen and the device were a
/// third of a check's fingerprints.
///
/// A conformance mixes every stored property, each through `Mixer.field`, which names it: a
/// test compares those names with the type's own (Mirror), so a property added and not mixed
/// fails it. A field left out would merge states that differ.
protocol Fingerprinted {
  func mix(into m: inout Mixer)
}

/// The bits mixed so far. Each part goes in with a multiplication and a shift, both bijections
/// of the bits, so that two sequences of parts that differ in one part always differ; lengths
/// and the cases of optionals and enums go in before what they hold, so that no two sequences
/// read alike.
struct Mixer {
  private(set) var bits: UInt64 = 0x6A09_E667_F3BC_C908
  /// The fields named, when a test asks for them (`Mixer.names(of:)`); nil otherwise.
  private(set) var names: [String]?

  init(naming: Bool = false) { names = naming ? [] : nil }

  @inline(__always)
  mutating func mix(_ x: UInt64) {
    bits = (bits ^ x) &* 0x9E37_79B9_7F4A_7C15
    bits ^= bits >> 29
  }

  /// A stored property, by its name: `m.field("correo", correo)`.
  @inline(__always)
  mutating func field<T: Fingerprinted>(_ name: StaticString, _ value: T) {
    guard names != nil else { return value.mix(into: &self) }
    // The names of this type's fields only, not those of the fields' own fields.
    names!.append(name.description)
    let kept = names
    names = nil
    value.mix(into: &self)
    names = kept
  }

  /// A case of an enum without payloads: its one byte in memory.
  @inline(__always)
  mutating func field<E: RawRepresentable>(_ name: StaticString, case value: E) {
    if names != nil { names!.append(name.description) }
    mixCase(value)
  }

  @inline(__always)
  mutating func mixCase<E: RawRepresentable>(_ value: E) {
    precondition(MemoryLayout<E>.size == 1, "an enum with payloads is mixed by hand")
    mix(UInt64(withUnsafeBytes(of: value) { $0[0] }))
  }

  /// The names `value`'s conformance gives its fields.
  static func names<T: Fingerprinted>(of value: T) -> [String] {
    var m = Mixer(naming: true)
    value.mix(into: &m)
    return m.names ?? []
  }
}

extension Bool: Fingerprinted {
  func mix(into m: inout Mixer) { m.mix(self ? 1 : 2) }
}

extension Int: Fingerprinted {
  func mix(into m: inout Mixer) { m.mix(UInt64(bitPattern: Int64(self))) }
}

extension String: Fingerprinted {
  /// Its length and its bytes, eight at a time. Equal strings must mix alike, and Swift's
  /// equality is canonical (Unicode's): for ASCII text that is the bytes' equality; any other
  /// text mixes its `hashValue`, which is canonical. (Canonically equal texts one of which is
  /// ASCII, such as the Kelvin sign and `K`, then count as two states: never one for two.)
  func mix(into m: inout Mixer) {
    var text = self
    let ascii = text.withUTF8 { bytes -> Bool in
      var any: UInt8 = 0
      for byte in bytes { any |= byte }
      guard any < 0x80 else { return false }
      m.mix(UInt64(bytes.count))
      var i = 0
      while i + 8 <= bytes.count {
        m.mix(UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self))
        i += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while i < bytes.count {
        tail |= UInt64(bytes[i]) << shift
        shift += 8
        i += 1
      }
      m.mix(tail)
      return true
    }
    if !ascii { m.mix(UInt64(bitPattern: Int64(hashValue)) | 1 << 63) }
  }
}

extension Optional: Fingerprinted where Wrapped: Fingerprinted {
  func mix(into m: inout Mixer) {
    switch self {
    case .none: m.mix(0)
    case .some(let value):
      m.mix(1)
      value.mix(into: &m)
    }
  }
}

extension Array: Fingerprinted where Element: Fingerprinted {
  func mix(into m: inout Mixer) {
    m.mix(UInt64(count))
    for element in self { element.mix(into: &m) }
  }
}

extension Formulario: Fingerprinted {
  func mix(into m: inout Mixer) {
    m.field("modo", case: modo)
    m.field("correo", correo)
    m.field("contrasena", contrasena)
    m.field("emailTouched", emailTouched)
    m.field("passwordTouched", passwordTouched)
    m.field("error", error)
  }
}

extension Contenido: Fingerprinted {
  func mix(into m: inout Mixer) {
    m.field("pestana", case: pestana)
    m.field("caminoLista", caminoLista)
    m.field("caminoFavoritos", caminoFavoritos)
    m.field("confirmandoSalida", confirmandoSalida)
  }
}

extension SystemAlert: Fingerprinted {
  func mix(into m: inout Mixer) {
    m.field("permission", case: permission)
    m.field("platform", case: platform)
    m.field("message", message)
  }
}

extension Presentado: Fingerprinted {
  func mix(into m: inout Mixer) {
    switch self {
    case .logout(let platform, let cancelDrawn):
      m.mix(1)
      m.mixCase(platform)
      cancelDrawn.mix(into: &m)
    case .alerta(let alert):
      m.mix(2)
      alert.mix(into: &m)
    }
  }
}

extension Pantalla: Fingerprinted {
  func mix(into m: inout Mixer) {
    m.field("lista", lista)
    m.field("favoritos", favoritos)
    m.field("presentado", presentado)
    m.field("dismissing", dismissing)
  }
}

extension Sandbox: Fingerprinted {
  func mix(into m: inout Mixer) {
    m.field("favoritos", favoritos)
    m.field("tema", case: tema)
    m.field("favoritosPorNumero", favoritosPorNumero)
  }
}

extension InfoPlist: Fingerprinted {
  /// Its hash, kept beside its entries (`hashCode`).
  func mix(into m: inout Mixer) { m.mix(UInt64(bitPattern: Int64(hashValue))) }
}

extension Dispositivo: Fingerprinted {
  /// Every field but the app's log (`registro`), which a world's identity leaves out (see
  /// `Registro`).
  func mix(into m: inout Mixer) {
    m.field("plataforma", case: self.plataforma)
    m.field("instalada", instalada)
    m.field("llavero", llavero)
    m.field("sandbox", sandbox)
    m.field("notificaciones", case: notificaciones)
    m.field("camara", case: camara)
    m.field("restricciones", restricciones)
    m.field("recordatorio", recordatorio)
    m.field("info", info)
  }

  /// The fields its fingerprint leaves out.
  static let leftOut = ["registro"]
}
