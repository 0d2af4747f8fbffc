#!/usr/bin/env bash
# Whether supabase/ changed between the commit the contact back end was last deployed from and
# the commit whose CI run just passed ($HEAD_SHA), for .github/workflows/supabase.yml. Each run of
# that workflow is titled "Contact back end <commit>" (its run-name), so the last successful one
# names the commit it deployed. Writes deploy=true|false to $GITHUB_OUTPUT.
# Needs GH_TOKEN (actions: read) and a checkout with history (fetch-depth: 0).
set -euo pipefail

last=$(gh run list --workflow supabase.yml --status success --limit 20 \
  --json displayTitle --jq '[.[].displayTitle | capture("^Contact back end (?<sha>[0-9a-f]{40})$").sha][0] // empty')

if [ -z "$last" ] || ! git cat-file -e "${last}^{commit}" 2>/dev/null; then
  echo "No earlier deploy of the contact back end: deploying ${HEAD_SHA}."
  deploy=true
elif [ -n "$(git diff --name-only "$last" "$HEAD_SHA" -- supabase/)" ]; then
  echo "supabase/ changed since ${last}, the last deploy:"
  git diff --name-only "$last" "$HEAD_SHA" -- supabase/
  deploy=true
else
  echo "supabase/ is as deployed from ${last}: nothing to do."
  deploy=false
fi
echo "deploy=${deploy}" >>"$GITHUB_OUTPUT"
