import PdxLanguage

/// The paragraphs of `pdx test --help`.
enum TestHelp {
  static let details: [Words] = [
    Words(
      en: "Prints ok, FAIL, XFAIL, XPASS or FLAKY per script with its time, and ends with the"
        + " line `N passed, N failed` (then `, N errors`, `, N expected failures`, `, N unexpected"
        + " passes`, `, N flaky` and `, N not run` when there are any). Without a PATH, the"
        + " current folder."
        + " A counterexample pdx check --out wrote (its first line starts `# Found by pdx"
        + " check:`) is expected to fail at its closing expect when found in a folder (XFAIL);"
        + " one that passes is an unexpected pass (XPASS); named as a PATH, it is an ordinary"
        + " script.",
      es: "Escribe ok, FAIL, XFAIL, XPASS o FLAKY por guion con su tiempo, y acaba con la línea"
        + " `N pasan, N fallan` (después `, N errores`, `, N fallos esperados`, `, N pasan sin"
        + " esperarse`, `, N inestables` y `, N sin ejecutar` cuando los hay). Sin RUTA, la"
        + " carpeta actual. Un contraejemplo escrito por pdx check --out (su primera línea"
        + " empieza por `# Hallado por pdx check:` o `# Found by pdx check:`) se espera que falle"
        + " en su expect final cuando se encuentra en una carpeta (XFAIL); uno que pasa, pasa sin"
        + " esperarse (XPASS); nombrado como RUTA, es un guion más."),
    Words(
      en: "--format json: one object per script (`file`, `status`, `location` as {\"file\","
        + " \"line\", \"column\"}, `duration`, `failures`, `error`), then a summary object."
        + " --format github: an `::error` workflow command at the line of each failure and"
        + " error, nothing for a script that passed, then the closing line; with"
        + " GITHUB_STEP_SUMMARY set, the step summary (Markdown) is appended to that file."
        + " --format tap: TAP version 13, which every TAP harness reads.",
      es: "--format json: un objeto por guion (`file`, `status`, `location` como {\"file\","
        + " \"line\", \"column\"}, `duration`, `failures`, `error`) y después un objeto con el"
        + " resumen. --format github: una orden de flujo de trabajo `::error` en la línea de cada"
        + " fallo y error, nada por un guion que pasa, y la línea final; con GITHUB_STEP_SUMMARY,"
        + " añade el resumen del paso (Markdown) a ese fichero. --format tap: TAP versión 13, el"
        + " que lee cualquier arnés de TAP."),
    Words(
      en: "The last verdict of each script is kept in .pdx_cache/last-run (PDX_CACHE_DIR names"
        + " another folder), which --last-failed reads.",
      es: "El último veredicto de cada guion se guarda en .pdx_cache/last-run (PDX_CACHE_DIR"
        + " nombra otra carpeta), que lee --last-failed."),
    Words(
      en: "Exit 0 when every script passes, 1 when one fails (or, with --strict, passes"
        + " unexpectedly or is flaky), 2 when one is wrong; 128 + the signal's number (130 for"
        + " SIGINT, 143 for SIGTERM) when a signal stops the run, after the report of what ran.",
      es: "Sale con 0 cuando pasan todos los guiones, 1 cuando uno falla (o, con --strict, pasa"
        + " sin esperarse o es inestable), 2 cuando uno está mal; 128 + el número de la señal"
        + " (130 con SIGINT, 143 con SIGTERM) cuando una señal para la ejecución, tras el"
        + " informe de lo que se ejecutó."),
  ]
}
