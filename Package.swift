// swift-tools-version: 6.2
import PackageDescription

// pdx: a shell over the Pokédex app's domain core. Toolchain only: no outside package.
// `-disable-type-layout`: copies and destroys of the core's values are emitted as direct
// retains and releases instead of calls through the value witness table; a replayed line
// costs about 8% fewer instructions (Scripts/bench, callgrind). It changes code generation
// only, and every test runs on code built with it. `-cross-module-optimization`: in a release
// build each engine module offers its functions' bodies to the modules above it, so a call
// across the split (the renderers' phrasebook, the session's echo) can be inlined; a replayed
// text line costs 13,072 instructions instead of 13,206, the start and the check the same
// (Scripts/bench). Debug builds ignore it. `MemberImportVisibility`: a file sees the
// members of the modules it imports itself, not those another file of its target imports.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("MemberImportVisibility"),
  .unsafeFlags(["-Xfrontend", "-disable-type-layout", "-cross-module-optimization"]),
]
// The domain core is a library other packages depend on by version, and SwiftPM refuses a
// dependency whose targets carry unsafe flags: the core is built without them (Scripts/bench
// prints what the replay pays for it against pdx's own targets).
let library: [SwiftSetting] = [
  .treatAllWarnings(as: .error), .enableUpcomingFeature("MemberImportVisibility"),
]

// pdx's start (Scripts/bench: `pdx --version` against a static hello world): linked by lld, the
// toolchain's own linker, with its 26,000 relative relocations packed (`-z pack-relative-relocs`,
// DT_RELR: glibc 2.36 and later), and libedit with what it needs (libtinfo, libbsd, libmd) linked
// in from their static archives (libedit-dev and its dependencies install them): the loader no
// longer opens and relocates four libraries that only the interactive shell uses. These flags
// are the one place libedit is linked (CLibEdit's module map names no library, and no
// pkg-config: either would put the shared libedit first on the line); the tests that link pdx
// take them with it.
let startup: [LinkerSetting] = [
  .unsafeFlags([
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--push-state", "-Xlinker", "-Bstatic",
    "-Xlinker", "-ledit", "-Xlinker", "-ltinfo", "-Xlinker", "-lbsd", "-Xlinker", "-lmd",
    "-Xlinker", "--pop-state",
  ])
]

let package = Package(
  name: "pdx",
  // The oldest systems the core builds for: Synchronization's `Atomic` (the numbers of the
  // world's copy-on-write boxes, made on every thread `pdx test -j` and `pdx check -j` run) is
  // there from macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2; the core uses nothing
  // newer, and imports no platform module (no Glibc, no Darwin, no Foundation). Linux builds
  // ignore the list.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "pdx", targets: ["pdx"]),
    // The app's domain core, for an app or a tool that drives the same model pdx does
    // (Sources/PokedexCore/PokedexCore.docc; examples/core-consumer builds against it).
    .library(name: "PokedexCore", targets: ["PokedexCore"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibEdit",
      path: "Sources/CLibEdit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "PokedexCore", swiftSettings: library),
    // The shell: a target a folder of Sources, each depending on the targets README's map lists
    // beside it, all below it, so that a use that goes up the map does not compile. The engine's
    // seven, bottom up: the text medium, the two languages' words, the command table and parser,
    // a script as text, rendering, the session, and the runner (pdx test and walk).
    .target(
      name: "PdxText", dependencies: ["PokedexCore"],
      swiftSettings: strict),
    .target(
      name: "PdxLanguage", dependencies: ["PokedexCore", "PdxText"], swiftSettings: strict),
    .target(
      name: "PdxCommands", dependencies: ["PokedexCore", "PdxLanguage", "PdxText"],
      swiftSettings: strict),
    .target(
      name: "PdxScripts", dependencies: ["PokedexCore", "PdxCommands", "PdxLanguage"],
      swiftSettings: strict),
    .target(
      name: "PdxRender", dependencies: ["PokedexCore", "PdxScripts", "PdxLanguage", "PdxText"],
      swiftSettings: strict),
    .target(
      name: "PdxSession",
      dependencies: [
        "PokedexCore", "PdxRender", "PdxScripts", "PdxCommands", "PdxLanguage", "PdxText",
      ], swiftSettings: strict),
    .target(
      name: "PdxRunner",
      dependencies: [
        "PokedexCore", "PdxSession", "PdxRender", "PdxScripts", "PdxCommands", "PdxLanguage",
        "PdxText",
      ],
      swiftSettings: strict),
    // The folders above the engine.
    .target(
      name: "PdxExplore",
      dependencies: [
        "PokedexCore", "PdxRunner", "PdxSession", "PdxScripts", "PdxCommands", "PdxLanguage",
      ], swiftSettings: strict),
    .target(
      name: "PdxPictures",
      dependencies: [
        "PokedexCore", "PdxExplore", "PdxSession", "PdxScripts", "PdxCommands", "PdxLanguage",
        "PdxText",
      ], swiftSettings: strict),
    .target(
      name: "PdxCompare",
      dependencies: [
        "PokedexCore", "PdxSession", "PdxRender", "PdxScripts", "PdxCommands", "PdxLanguage",
        "PdxText",
      ], swiftSettings: strict),
    .target(
      name: "PdxTeaching",
      dependencies: [
        "PokedexCore", "PdxExplore", "PdxRunner", "PdxSession", "PdxScripts", "PdxCommands",
        "PdxLanguage", "PdxText",
      ], swiftSettings: strict),
    .target(
      name: "PdxInteractive", dependencies: ["PokedexCore", "PdxCommands", "PdxLanguage"],
      swiftSettings: strict),
    // What the fuzz harnesses (Fuzz/, Scripts/fuzz) and the tests feed any bytes to: not part of
    // the product pdx ships.
    .target(
      name: "PdxHarness",
      dependencies: [
        "PokedexCore", "PdxRunner", "PdxExplore", "PdxPictures", "PdxInteractive", "PdxSession",
        "PdxRender", "PdxScripts", "PdxCommands", "PdxText",
      ],
      swiftSettings: strict),
    // Everything pdx does but start: parsing the arguments, the subcommands, the terminal. A
    // library, so that the tests reach it in-process (PdxCommandLineTests: parsing and
    // validation, with no program started); with pdx and CLibEdit the only one that imports
    // libedit, and so the one that carries the flags that link it.
    .target(
      name: "PdxCommandLine",
      dependencies: [
        "PokedexCore", "PdxRunner", "PdxExplore", "PdxPictures", "PdxCompare", "PdxTeaching",
        "PdxInteractive", "PdxSession", "PdxRender", "PdxScripts", "PdxCommands", "PdxLanguage",
        "PdxText", "CLibEdit",
      ],
      swiftSettings: strict, linkerSettings: startup
    ),
    .executableTarget(
      name: "pdx",
      dependencies: ["PdxCommandLine"],
      swiftSettings: strict, linkerSettings: startup
    ),
    // Scripts/bench: the domain core alone, on a script's actions. Not listed in `products`:
    // nothing installs it.
    .executableTarget(
      name: "core-replay",
      dependencies: ["PokedexCore", "PdxRunner", "PdxExplore", "PdxCommands", "PdxLanguage"],
      path: "Benchmarks/CoreReplay",
      swiftSettings: strict),
    .testTarget(name: "PokedexCoreTests", dependencies: ["PokedexCore"], swiftSettings: strict),
    .testTarget(
      name: "PokedexShellTests",
      dependencies: [
        "PokedexCore", "PdxRunner", "PdxExplore", "PdxPictures", "PdxCompare", "PdxTeaching",
        "PdxInteractive", "PdxHarness", "PdxSession", "PdxRender", "PdxScripts", "PdxCommands",
        "PdxLanguage", "PdxText",
      ],
      exclude: ["Golden", "FuzzCases"], swiftSettings: strict),
    // In-process: parsing, validation, the subcommands' reports. Fast (no program started), so
    // Scripts/mutate runs them.
    .testTarget(
      name: "PdxCommandLineTests",
      dependencies: [
        "PdxCommandLine", "PokedexCore", "PdxRunner", "PdxExplore", "PdxPictures", "PdxCompare",
        "PdxTeaching", "PdxInteractive", "PdxSession", "PdxScripts", "PdxCommands", "PdxLanguage",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "pdxTests",
      dependencies: [
        "pdx", "PdxCommandLine", "CLibEdit", "PokedexCore", "PdxRunner", "PdxScripts",
        "PdxCommands", "PdxLanguage",
      ],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
