#!/usr/bin/env bash
# The lint step of action.yml, runnable on its own:
#   LOCPACK=.build/release/locpack LOCPACK_PATHS=App GITHUB_STEP_SUMMARY=summary.md \
#     scripts/github-action.sh
# Lints once, then renders that run's findings three ways from its JSON report: `github`
# annotations on standard output, a Markdown job summary, and SARIF for code scanning. The exit
# status is lint's (0 clean, 1 findings that fail the run, 64 usage, 66 unreadable input).
set -uo pipefail

locpack=${LOCPACK:-locpack}
read -r -a paths <<<"${LOCPACK_PATHS:-.}"
read -r -a args <<<"${LOCPACK_ARGS:-}"
sarif=${LOCPACK_SARIF:-}

"$locpack" lint "${paths[@]}" "${args[@]}" --reporter github
status=$?
if ((status == 64 || status == 66)); then exit "$status"; fi

if [[ -n ${GITHUB_STEP_SUMMARY:-} ]]; then
  "$locpack" lint "${paths[@]}" "${args[@]}" --reporter markdown >>"$GITHUB_STEP_SUMMARY"
fi
if [[ -n $sarif ]]; then
  # Written whole or not at all: lint exits 1 when it has findings, which the file reports.
  "$locpack" lint "${paths[@]}" "${args[@]}" --reporter sarif >"$sarif.tmp"
  if (($? <= 1)); then
    mv "$sarif.tmp" "$sarif"
    if [[ -n ${GITHUB_OUTPUT:-} ]]; then echo "sarif=$sarif" >>"$GITHUB_OUTPUT"; fi
  else
    rm -f "$sarif.tmp"
  fi
fi
exit "$status"
