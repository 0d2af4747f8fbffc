#!/usr/bin/env bash
# Whether this run's commit is still the tip of main. A deploy that waited for its tests must not
# replace a newer commit that went live in the meantime (a content save deploys in minutes, a code
# change after the whole test command). Writes newest=true|false to $GITHUB_OUTPUT.
# Needs GH_TOKEN (contents: read).
set -euo pipefail

tip=$(gh api "repos/${GITHUB_REPOSITORY}/commits/main" --jq .sha)
if [ "$tip" = "$GITHUB_SHA" ]; then
  echo "newest=true" >>"$GITHUB_OUTPUT"
else
  echo "main is at ${tip} now, so ${GITHUB_SHA} is not deployed: the newer push deploys itself."
  echo "newest=false" >>"$GITHUB_OUTPUT"
fi
