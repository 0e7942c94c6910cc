// swift-tools-version: 6.2
import PackageDescription

// A package of its own that depends on pdx's domain core, as an app or another tool would. Here
// the dependency is the checkout two folders up; elsewhere it is the same product by version:
//   .package(url: "<pdx's repository>", from: "0.1.0")
let package = Package(
  name: "core-consumer",
  dependencies: [.package(name: "pdx", path: "../..")],
  targets: [
    .executableTarget(
      name: "core-consumer",
      dependencies: [.product(name: "PokedexCore", package: "pdx")]
    )
  ],
  swiftLanguageModes: [.v6]
)
