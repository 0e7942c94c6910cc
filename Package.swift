// swift-tools-version: 6.2
import PackageDescription

// pdx: a shell over the Pokédex app's domain core. Toolchain only: no outside package.
// `-disable-type-layout`: copies and destroys of the core's values are emitted as direct
// retains and releases instead of calls through the value witness table; a replayed line
// costs about 8% fewer instructions (Scripts/bench, callgrind). It changes code generation
// only, and every test runs on code built with it.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .unsafeFlags(["-Xfrontend", "-disable-type-layout"]),
]

let package = Package(
  name: "pdx",
  products: [
    .executable(name: "pdx", targets: ["pdx"])
  ],
  targets: [
    .systemLibrary(
      name: "CLibEdit",
      path: "Sources/CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "PokedexCore", swiftSettings: strict),
    .target(name: "PokedexShell", dependencies: ["PokedexCore"], swiftSettings: strict),
    .executableTarget(
      name: "pdx",
      dependencies: ["PokedexCore", "PokedexShell", "CLibEdit"],
      swiftSettings: strict
    ),
    // Scripts/bench: the domain core alone, on a script's actions. Not listed in `products`:
    // nothing installs it.
    .executableTarget(
      name: "core-replay", dependencies: ["PokedexShell"], path: "Benchmarks/CoreReplay",
      swiftSettings: strict),
    .testTarget(name: "PokedexCoreTests", dependencies: ["PokedexCore"], swiftSettings: strict),
    .testTarget(
      name: "PokedexShellTests", dependencies: ["PokedexShell"],
      exclude: ["Golden", "FuzzCases"], swiftSettings: strict),
    .testTarget(name: "pdxTests", dependencies: ["pdx", "CLibEdit"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
