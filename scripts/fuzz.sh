#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/.
#
#   scripts/fuzz.sh TARGET [SECONDS] [libFuzzer options…]   build TARGET, fuzz it for SECONDS (60)
#   scripts/fuzz.sh build [TARGET…]                          build targets only (all by default)
#   scripts/fuzz.sh smoke [SECONDS]                          build all, run each for SECONDS (15)
#   scripts/fuzz.sh list                                     list the targets
#
# The library is compiled once with -sanitize=fuzzer,address into .build/fuzz/O/lib (per
# optimization level) and reused until a file under Sources/LocPack changes; each target links
# it. A run keeps its growing corpus in .build/fuzz/corpus/TARGET (seeded from
# Fuzz/Corpus/TARGET) and writes reproducers and its log to .build/fuzz/out/TARGET; smoke runs
# use .build/fuzz/smoke, fresh each time.
#
# Environment: LOCPACK_FUZZ_SMOKE_SECONDS (smoke time), LOCPACK_FUZZ_OPT (-O by default;
# smoke defaults to -Onone, which builds in a third of the time), LOCPACK_FUZZ_JOBS (parallel
# target builds, 2), SWIFTC (the compiler).
set -euo pipefail
cd "$(dirname "$0")/.."

ROOT=$PWD
BUILD=$ROOT/.build/fuzz
SWIFTC=${SWIFTC:-swiftc}
TARGETS=(strings xml-plist binary-plist xcstrings payload format miner cli strings-differential
  strings-roundtrip po-catalog i18next-catalog yaml-catalog properties-catalog catalog-edit)
SANITIZE=(-sanitize=fuzzer,address)
if [[ ${1:-} == smoke ]]; then OPT=${LOCPACK_FUZZ_OPT:--Onone}; else OPT=${LOCPACK_FUZZ_OPT:--O}; fi
case $OPT in -O | -Onone | -Osize) ;; *) echo "fuzz.sh: LOCPACK_FUZZ_OPT must be -O, -Osize or -Onone" >&2; exit 1 ;; esac
# Libraries and binaries per optimization level; corpora and reproducers are shared.
PRODUCTS=$BUILD/${OPT#-}
# Where runs keep their corpora and reproducers (smoke runs use their own, fresh each time).
RUNS=$BUILD
XML_FLAGS=(-I "$ROOT/Sources/CLibXML2" -Xcc -I/usr/include/libxml2)
YAML_FLAGS=(-I "$ROOT/Sources/CLibYAML")

die() {
  echo "fuzz.sh: $*" >&2
  exit 1
}

is_target() {
  local name
  for name in "${TARGETS[@]}"; do [[ $name == "$1" ]] && return 0; done
  return 1
}

# The swift file of a target: strings-differential -> Fuzz/Targets/StringsDifferentialFuzz.swift.
target_file() {
  local camel
  camel=$(echo "$1" | awk -F- '{ for (i = 1; i <= NF; i++) printf "%s%s", toupper(substr($i, 1, 1)), substr($i, 2) }')
  echo "$ROOT/Fuzz/Targets/${camel}Fuzz.swift"
}

# Fails loudly when this toolchain cannot build a fuzzer (no libFuzzer runtime, no ASan).
check_toolchain() {
  command -v "$SWIFTC" >/dev/null || die "no Swift compiler ('$SWIFTC') on PATH"
  pkg-config --exists libxml-2.0 2>/dev/null || die "libxml2 development files are missing"
  pkg-config --exists yaml-0.1 2>/dev/null || die "libyaml development files are missing"
  local probe=$BUILD/probe
  mkdir -p "$probe"
  if [[ ! -x $probe/probe ]]; then
    cat >"$probe/probe.swift" <<'EOF'
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
EOF
    "$SWIFTC" -parse-as-library "${SANITIZE[@]}" "$probe/probe.swift" -o "$probe/probe" \
      >"$probe/log" 2>&1 || {
      grep -v 'Cannot export local symbol' "$probe/log" >&2 || true
      die "this toolchain cannot build libFuzzer targets (-sanitize=fuzzer,address failed)"
    }
  fi
  "$probe/probe" -runs=1 >/dev/null 2>&1 || die "a libFuzzer probe binary does not run"
}

# Everything under Sources/LocPack, sorted, so the build is deterministic.
library_sources() {
  find "$ROOT/Sources/LocPack" -name '*.swift' | LC_ALL=C sort
}

cli_sources() {
  find "$ROOT/Sources/locpack" -name '*.swift' ! -name 'LocPackMain.swift' | LC_ALL=C sort
}

# Runs a compiler command, hiding the linker's harmless ASan symbol-export warnings.
compile() {
  local log
  log=$(mktemp)
  if ! "$@" >"$log" 2>&1; then
    grep -v 'Cannot export local symbol' "$log" >&2 || true
    rm -f "$log"
    die "build failed: ${*:0:3} …"
  fi
  grep -v 'Cannot export local symbol' "$log" | grep -v '^ld.*warning' >&2 || true
  rm -f "$log"
}

# True when $1 is missing or older than any of the files that follow.
stale() {
  local output=$1
  shift
  [[ -e $output ]] || return 0
  local file
  for file in "$@"; do [[ $file -nt $output ]] && return 0; done
  return 1
}

build_library() {
  local lib=$PRODUCTS/lib
  mkdir -p "$lib"
  local sources
  mapfile -t sources < <(library_sources)
  if stale "$lib/libLocPack.a" "${sources[@]}"; then
    echo "fuzz.sh: compiling LocPack (${#sources[@]} files) with $OPT ${SANITIZE[*]}" >&2
    compile "$SWIFTC" -parse-as-library -module-name LocPack "$OPT" -wmo -enable-testing \
      "${SANITIZE[@]}" "${XML_FLAGS[@]}" "${YAML_FLAGS[@]}" \
      -emit-module -emit-module-path "$lib/LocPack.swiftmodule" \
      -emit-library -static -o "$lib/libLocPack.a" "${sources[@]}"
  fi
}

build_target() {
  local target=$1
  local file
  file=$(target_file "$target")
  [[ -f $file ]] || die "no source for target '$target' ($file)"
  local bin=$PRODUCTS/bin/$target
  mkdir -p "$PRODUCTS/bin"
  local support
  mapfile -t support < <(find "$ROOT/Fuzz/Support" -name '*.swift' | LC_ALL=C sort)
  # The library targets check the properties the regression suite shares; the CLI target
  # compiles the CLI sources in instead (they form the module `locpack`).
  local extra=() module=LocPackFuzz
  if [[ $target == cli ]]; then
    mapfile -t extra < <(cli_sources)
    module=locpack
  else
    mapfile -t extra < <(find "$ROOT/Tests/LocPackTests" -maxdepth 1 \
      -name 'FuzzRegressionProperties*.swift' | LC_ALL=C sort)
  fi
  if stale "$bin" "$file" "${support[@]}" "${extra[@]}" "$PRODUCTS/lib/libLocPack.a"; then
    echo "fuzz.sh: building $target" >&2
    compile "$SWIFTC" -parse-as-library -module-name "$module" "$OPT" -wmo "${SANITIZE[@]}" \
      "${XML_FLAGS[@]}" "${YAML_FLAGS[@]}" -I "$PRODUCTS/lib" -L "$PRODUCTS/lib" -lLocPack \
      -lxml2 -lyaml \
      "$file" "${support[@]}" "${extra[@]}" -o "$bin"
  fi
}

build_targets() {
  check_toolchain
  build_library
  local jobs=${LOCPACK_FUZZ_JOBS:-2} pids=() target failed=0
  for target in "$@"; do
    build_target "$target" &
    pids+=($!)
    if ((${#pids[@]} >= jobs)); then
      wait "${pids[0]}" || failed=1
      pids=("${pids[@]:1}")
    fi
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  ((failed == 0)) || die "some fuzz targets did not build"
}

# Runs one target for $2 seconds; prints libFuzzer's final stats line.
run_target() {
  local target=$1 seconds=$2
  shift 2
  local corpus=$RUNS/corpus/$target out=$RUNS/out/$target
  mkdir -p "$corpus" "$out"
  local args=(-max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/"
    -max_len=65536 -timeout=20 -rss_limit_mb=2048 -close_fd_mask=1 -detect_leaks=0)
  local dict=$ROOT/Fuzz/Dictionaries/$target.dict
  [[ -f $dict ]] && args+=(-dict="$dict")
  local seeds=$ROOT/Fuzz/Corpus/$target
  local dirs=("$corpus")
  [[ -d $seeds ]] && dirs+=("$seeds")
  echo "fuzz.sh: running $target for ${seconds}s (corpus $corpus, artifacts $out)" >&2
  local status=0
  # Swift's own backtracer would crash under ASan, and Foundation keeps allocations alive at
  # exit (a leak report would fail the run): libFuzzer and ASan report crashes alone.
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SWIFT_BACKTRACE=enable=no "$PRODUCTS/bin/$target" "${args[@]}" "$@" "${dirs[@]}" >"$out/log" 2>&1 || status=$?
  grep -E '^#[0-9]+[[:space:]]+DONE|^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' \
    "$out/log" | sed "s/^/$target: /" || true
  if ((status != 0)); then
    tail -n 40 "$out/log" >&2
    echo "fuzz.sh: $target FAILED (exit $status); reproducers in $out" >&2
    return "$status"
  fi
}

# The whole command runs as one compound command, so editing this file during a long run
# cannot change what the running shell reads next.
main() {
  command=${1:-}
  case $command in
    "" | -h | --help)
      sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
      ;;
    list)
      printf '%s\n' "${TARGETS[@]}"
      ;;
    build)
      shift
      if (($# == 0)); then set -- "${TARGETS[@]}"; fi
      for target in "$@"; do is_target "$target" || die "unknown target '$target'"; done
      build_targets "$@"
      ;;
    smoke)
      seconds=${2:-${LOCPACK_FUZZ_SMOKE_SECONDS:-15}}
      build_targets "${TARGETS[@]}"
      # Two at a time (the CI machines have two cores), each on a fresh corpus.
      RUNS=$BUILD/smoke
      rm -rf "$RUNS"
      failed=()
      pending=()
      for target in "${TARGETS[@]}"; do
        run_target "$target" "$seconds" &
        pending+=("$!:$target")
        if ((${#pending[@]} >= 2)); then
          wait "${pending[0]%%:*}" || failed+=("${pending[0]#*:}")
          pending=("${pending[@]:1}")
        fi
      done
      for entry in "${pending[@]}"; do wait "${entry%%:*}" || failed+=("${entry#*:}"); done
      ((${#failed[@]} == 0)) || die "fuzz smoke failed: ${failed[*]}"
      echo "fuzz.sh: smoke passed (${#TARGETS[@]} targets, ${seconds}s each)" >&2
      ;;
    *)
      is_target "$command" || die "unknown target '$command' (see 'scripts/fuzz.sh list')"
      seconds=${2:-60}
      shift $(($# >= 2 ? 2 : 1))
      build_targets "$command"
      run_target "$command" "$seconds" "$@"
      ;;
  esac
}

{ main "$@"; exit; }
