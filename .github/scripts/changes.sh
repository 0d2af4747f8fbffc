#!/usr/bin/env bash
# What a push to main changed since the last commit whose whole run passed (tests included), for
# the deploy jobs in ci.yml. Writes to $GITHUB_OUTPUT:
#   content_only=true  when every changed file is an owner's JSON file under content/ or a file
#                      under public/images/ (content/*.ts is code: the schemas and the copy): the code is
#                      the code that passed, so the site deploys without the tests, and they do not run.
# Compared with the last passing run rather than the previous push, so a code change whose tests
# failed still counts at the next push. A passing run is a push, a hand-started run (Run workflow:
# the setup's first run, docs/deploying.md) or the nightly run, on main: each ran the whole test
# command on its commit. A pull request's run never counts. (supabase/ deploys from supabase.yml,
# which compares with its own last deploy: .github/scripts/supabase-changed.sh.)
# Needs GH_TOKEN (actions: read) and a checkout with history (fetch-depth: 0).
set -euo pipefail

base=$(gh run list --workflow ci.yml --branch main --status success --limit 20 \
  --json headSha,event \
  --jq '[.[] | select(.event == "push" or .event == "workflow_dispatch" or .event == "schedule")][0].headSha // empty')

if [ -z "$base" ] || ! git cat-file -e "${base}^{commit}" 2>/dev/null; then
  echo "No earlier passing run on main: everything counts as changed."
  content_only=false
else
  changed=$(git diff --name-only --no-renames "$base" "$GITHUB_SHA")
  echo "Changed since ${base}, the last passing run:"
  echo "${changed:-(nothing)}"
  content_only=true
  if [ -n "$changed" ] && grep -qvE '^(content/.*\.json|public/images/)' <<<"$changed"; then content_only=false; fi
fi

echo "content_only=${content_only}" >>"$GITHUB_OUTPUT"
echo "content_only=${content_only}"
