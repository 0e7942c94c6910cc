# Sourced by the Scripts: installs what pdx needs on a fresh Debian machine, when missing.
# Usage: need_packages PKG...   (Debian package names)

# The language pdx would speak here: PDX_LANG when it is en or es, else the first of LC_ALL,
# LC_MESSAGES and LANG that is set, Spanish when it starts with es.
pdx_spanish() {
  case "${PDX_LANG:-}" in
    es) return 0 ;;
    en) return 1 ;;
  esac
  local v
  for v in "${LC_ALL:-}" "${LC_MESSAGES:-}" "${LANG:-}"; do
    [ -n "$v" ] || continue
    [[ $v == es* ]]
    return
  done
  return 1
}
# say ENGLISH SPANISH: the sentence in the language of the environment.
say() { if pdx_spanish; then printf '%s\n' "$2"; else printf '%s\n' "$1"; fi; }

need_packages() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
      missing+=("$pkg")
  done
  ((${#missing[@]} == 0)) && return 0
  say "installing ${missing[*]} (apt-get)..." "instalando ${missing[*]} (apt-get)…" >&2
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq >&2 &&
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >&2 || {
    say "error: could not install ${missing[*]}; install them with apt-get and retry" \
      "error: no se pudo instalar ${missing[*]}; instálalo con apt-get y vuelve a intentarlo" >&2
    return 1
  }
}

# The Swift toolchain: /opt/swift on these machines, or whatever is on PATH.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

# pdx as Scripts/pdx, Scripts/bench and Scripts/install build it: release, the Swift runtime
# linked in (--static-swift-stdlib), in a build folder of its own, .build/static. SwiftPM keeps
# one record of how each folder was last built: two invocations that differ in a flag (a plain
# `swift build -c release`, or one with --build-tests, against this one) on the same folder each
# rebuild all that the other built. Only these scripts build here, always with the same flags,
# so a second run with no source changed compiles nothing.
#   static_build --product pdx        build
#   static_build --show-bin-path      where the binaries are
# Its output goes through a pipe, never to a terminal: swift build adds -color-diagnostics to
# the compiler's flags when its output is a terminal, so a run from a terminal after one without
# (or the other way round) would differ in a flag and rebuild everything. Through a pipe every
# run gives the same flags.
# --disable-local-rpath: no RUNPATH of $ORIGIN in the binary, which needs no library beside it;
# with one, the loader looked for each of the four system libraries in nine folders beside pdx
# first (32 failed system calls at every start, against 8 for a hello world).
static_build() {
  swift build -c release --static-swift-stdlib --disable-local-rpath \
    --scratch-path "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build/static" "$@" 2>&1 | cat
  return "${PIPESTATUS[0]}"
}

# shown_when_building FILE: passes a build's lines (stdin) to stderr from the first one that
# compiles, links or fails; the lines before it are held in FILE (emptied once shown). A build
# with nothing to do shows nothing; its caller shows FILE when the build failed.
shown_when_building() {
  local held=$1 line building=0
  while IFS= read -r line; do
    if ((building)); then
      printf '%s\n' "$line" >&2
      continue
    fi
    printf '%s\n' "$line" >>"$held"
    if [[ $line =~ (Compiling|Linking|Emitting|error:|warning:) ]]; then
      building=1
      cat "$held" >&2
      : >"$held"
    fi
  done
}

# bounded MINUTES COMMAND...: runs COMMAND, which should end well within MINUTES; if it has not,
# shows what it is still running (the processes under it, and where each waits), stops it, and
# fails saying so. CI's own limit is 90 minutes for everything and says only "timeout": a test
# that hangs should cost minutes and name itself. COMMAND runs in a process group of its own so
# that the test programs it started stop with it; Ctrl-C on Scripts/test stops it too.
bounded() {
  local minutes=$1
  shift
  setsid "$@" <&0 &
  local pid=$!
  trap 'kill -TERM -- "-$pid" 2>/dev/null' INT TERM
  local waited=0 rc=0
  while kill -0 "$pid" 2>/dev/null; do
    if ((waited >= minutes * 60)); then
      echo "error: '$*' did not end within $minutes min; still running:" >&2
      ps -o pid,etime,stat,wchan:24,args --forest -s "$pid" >&2 || true
      kill -TERM -- "-$pid" 2>/dev/null
      sleep 5
      kill -KILL -- "-$pid" 2>/dev/null
      wait "$pid" 2>/dev/null
      trap - INT TERM
      return 124
    fi
    sleep 1 & wait $! || true
    waited=$((waited + 1))
  done
  wait "$pid" || rc=$?
  trap - INT TERM
  return "$rc"
}

# The mermaid.js that Scripts/diagrams renders with: Mermaid 11.16.0, as the PyPI wheel
# artoo-mermaid vendors it (its version is Mermaid's), pinned by the wheel's and the script's
# sha256, fetched once with pip and kept in .build/mermaid. need_mermaid prints its path.
mermaid_version=11.16.0
mermaid_wheel_sha256=fa6d2c8c0fbc4be09a456bfdd62f92eb85e44299a02460b1f4fd4f200a19f01d
mermaid_js_sha256=74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b
need_mermaid() {
  local dir
  # PDX_MERMAID_DIR: another folder for it (Scripts/look keeps it in the user's cache).
  dir="${PDX_MERMAID_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build/mermaid/$mermaid_version}"
  local js="$dir/mermaid.min.js"
  if ! { [ -f "$js" ] && echo "$mermaid_js_sha256  $js" | sha256sum -c --status; }; then
    command -v python3 >/dev/null && python3 -m pip --version >/dev/null 2>&1 ||
      need_packages python3-pip || return 1
    echo "fetching mermaid.js $mermaid_version (pip download artoo-mermaid)..." >&2
    local tmp
    tmp="$(mktemp -d)"
    python3 -m pip download -q --no-deps --python-version 3.12 --only-binary=:all: \
      -d "$tmp" "artoo-mermaid==$mermaid_version" >&2 || {
      echo "error: pip could not download artoo-mermaid==$mermaid_version" >&2
      rm -rf "$tmp"
      return 1
    }
    local wheel="$tmp/artoo_mermaid-$mermaid_version-py3-none-any.whl"
    echo "$mermaid_wheel_sha256  $wheel" | sha256sum -c --status || {
      echo "error: artoo-mermaid $mermaid_version's wheel is not the one pinned (sha256)" >&2
      rm -rf "$tmp"
      return 1
    }
    python3 -m zipfile -e "$wheel" "$tmp/x" &&
      mkdir -p "$dir" && mv "$tmp/x/artoo_mermaid/assets/mermaid.min.js" "$js.new" &&
      echo "$mermaid_js_sha256  $js.new" | sha256sum -c --status && mv "$js.new" "$js" || {
      echo "error: the wheel's mermaid.min.js is missing or not the one pinned" >&2
      rm -rf "$tmp" "$js.new"
      return 1
    }
    rm -rf "$tmp"
  fi
  echo "$js"
}
