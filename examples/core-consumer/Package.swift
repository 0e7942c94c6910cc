// swift-tools-version: 6.2
import PackageDescription

// A package of its own that depends on pdx's domain core, as an app or another tool would. Here
// the dependency is the checkout two folders up; elsewhere it is the same product by version
// (up to the next minor: before 1.0, a minor version may remove what the one before exported):
//   .package(url: "<pdx's repository>", .upToNextMinor(from: "0.3.0"))
let package = Package(
  name: "core-consumer",
  // The core's own (Synchronization's Atomic): a consumer declares at least these.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "pdx", path: "../..")],
  targets: [
    .executableTarget(
      name: "core-consumer",
      dependencies: [.product(name: "PokedexCore", package: "pdx")]
    )
  ],
  swiftLanguageModes: [.v6]
)
