import PdxCommandLine

// Everything pdx does is in the PdxCommandLine library, where the tests reach it.
Pdx.main()
