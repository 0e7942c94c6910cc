import PdxLanguage
import PdxRunner

/// The paragraphs of `pdx test --help`.
enum TestHelp {
  static let details: [Words] = [
    Words(
      en: "Prints ok, FAIL or XFAIL per script with its time, and ends with the line `N passed,"
        + " N failed` (then `, N errors` and `, N expected failures` when there are any)."
        + " Without a PATH, the current folder. A counterexample pdx check --out wrote (its first"
        + " line starts `# Found by pdx check:`) is expected to fail when found in a folder"
        + " (XFAIL); named as a PATH, it is an ordinary script.",
      es: "Escribe ok, FAIL o XFAIL por guion con su tiempo, y acaba con la línea `N pasan, N"
        + " fallan` (después `, N errores` y `, N fallos esperados` cuando los hay). Sin RUTA, la"
        + " carpeta actual. Un contraejemplo escrito por pdx check --out (su primera línea"
        + " empieza por `# Hallado por pdx check:` o `# Found by pdx check:`) se espera que falle"
        + " cuando se encuentra en una carpeta (XFAIL); nombrado como RUTA, es un guion más."),
    Words(
      en: "--format json: one object per script (`file`, `status`, `location` as {\"file\","
        + " \"line\", \"column\"}, `duration`, `failures`, `error`), then a summary object."
        + " --format github: an `::error` workflow command at the line of each failure and"
        + " error, nothing for a script that passed, then the closing line; with"
        + " GITHUB_STEP_SUMMARY set, a Markdown table is appended to that file. --format tap:"
        + " TAP version 14, as prove reads it.",
      es: "--format json: un objeto por guion (`file`, `status`, `location` como {\"file\","
        + " \"line\", \"column\"}, `duration`, `failures`, `error`) y después un objeto con el"
        + " resumen. --format github: una orden de flujo de trabajo `::error` en la línea de cada"
        + " fallo y error, nada por un guion que pasa, y la línea final; con GITHUB_STEP_SUMMARY,"
        + " añade una tabla Markdown a ese fichero. --format tap: TAP versión 14, como lo lee"
        + " prove."),
    Words(
      en: "Exit 0 when every script passes, 1 when one fails, 2 when one is wrong.",
      es: "Sale con 0 cuando pasan todos los guiones, 1 cuando uno falla, 2 cuando uno está"
        + " mal."),
  ]
}
