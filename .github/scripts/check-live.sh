#!/usr/bin/env bash
# Asks the live site and its contact function whether a visitor's message can get through
# (docs/deploying.md). Each failure is an error annotation that names what to do.
#
#   check-live.sh deploy   after `wrangler deploy` (deploy-site.yml): the function's /health, and
#                          a CORS preflight with Origin: the site's address, in its www and bare
#                          forms, as a visitor's browser sends before it posts the form.
#   check-live.sh daily    the daily watch (watch.yml): the same, and the site's home page.
#
# Reads NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_SUPABASE_URL (the repository variables the build
# uses). Exits 1 when anything fails, after checking everything.
set -euo pipefail

mode=${1:-}
if [ "$mode" != deploy ] && [ "$mode" != daily ]; then
  echo "usage: check-live.sh deploy|daily" >&2
  exit 2
fi
site=${NEXT_PUBLIC_SITE_URL:-}
site=${site%/}
supabase=${NEXT_PUBLIC_SUPABASE_URL:-}
supabase=${supabase%/}
if [ -z "$site" ] || [ -z "$supabase" ]; then
  echo "::error title=Missing setting::NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_SUPABASE_URL must both be set (docs/deploying.md, step 5)"
  exit 1
fi
function_url="${supabase}/functions/v1/send-contact-email"
failed=0
# One error annotation; a title's `:` and `,` are escaped as workflow commands need.
fail() {
  local title=${1//%/%25}
  title=${title//:/%3A}
  echo "::error title=${title//,/%2C}::$2"
  failed=1
}
run_backend="Run the Contact back end workflow (Actions, Contact back end, Run workflow: docs/deploying.md, step 6)"

# The status code of one request; 000 when nothing answered within the time.
status_of() {
  curl --silent --max-time 30 --output /dev/null --write-out '%{http_code}' "$@" || true
}

health=$(status_of "${function_url}/health")
case "$health" in
  200) echo "The contact function answers /health: 200." ;;
  540) fail "The Supabase project is paused" "${supabase} answers 540: Supabase paused the project, so the contact form cannot send and its fallback cannot run. Open the Supabase dashboard, choose the project and press Restore (docs/deploying.md, when Supabase pauses the project)." ;;
  503) fail "The contact form is stalled" "${function_url}/health answers 503: messages are waiting longer than they should, or the database does not answer. Check that the Supabase project is up, then the function's logs (docs/contact-function.md, watched health and the stall alarm)." ;;
  404) fail "The contact function is not deployed" "${function_url}/health answers 404: the function send-contact-email is not on this project. ${run_backend}." ;;
  000) fail "The contact function does not answer" "Nothing answered at ${function_url}/health within 30 seconds. Check that NEXT_PUBLIC_SUPABASE_URL is https://<SUPABASE_PROJECT_REF>.supabase.co, the project's URL (docs/deploying.md, step 5), then ${run_backend}." ;;
  *) fail "The contact function answers ${health}" "${function_url}/health answers ${health}, not 200. Check that NEXT_PUBLIC_SUPABASE_URL is https://<SUPABASE_PROJECT_REF>.supabase.co, then ${run_backend}." ;;
esac

# The site's address and its other form (www. added or removed); both serve the site.
scheme=${site%%://*}
host=${site#*://}
origins=("$site")
if [[ "$host" == www.*.* ]]; then
  origins+=("${scheme}://${host#www.}")
elif [[ "$host" == *.* && ! "$host" =~ ^[0-9.:]+$ ]]; then
  origins+=("${scheme}://www.${host}")
fi

# A preflight says nothing when the function is missing or the project paused: told above.
if [ "$health" = 200 ] || [ "$health" = 503 ]; then
  headers=$(mktemp "${RUNNER_TEMP:-/tmp}/preflight.XXXXXX")
  trap 'rm -f "$headers"' EXIT
  for origin in "${origins[@]}"; do
    : >"$headers"
    code=$(status_of --request OPTIONS --dump-header "$headers" \
      --header "Origin: ${origin}" --header 'Access-Control-Request-Method: POST' \
      --header 'Access-Control-Request-Headers: content-type' "$function_url")
    allowed=$(tr -d '\r' <"$headers" | sed -n 's/^[Aa]ccess-[Cc]ontrol-[Aa]llow-[Oo]rigin: *//p' | tail -1)
    if [[ "$code" == 2?? ]] && [ "$allowed" = "$origin" ]; then
      echo "The contact function lets ${origin} post (preflight ${code})."
    else
      fail "The contact form refuses ${origin}" "A visitor at ${origin} cannot send the form: the function's preflight answered ${code} without allowing that address. ${run_backend} again: it allows the address in NEXT_PUBLIC_SITE_URL, with and without www."
    fi
  done
fi

if [ "$mode" = daily ]; then
  home=$(status_of --location "${site}/")
  if [ "$home" = 200 ]; then
    echo "The home page ${site}/ answers 200."
  else
    fail "The site does not answer" "${site}/ answers ${home}, not 200 (000: nothing answered within 30 seconds). Check Workers & Pages in Cloudflare and the last run of Deploy the site."
  fi
fi

exit "$failed"
