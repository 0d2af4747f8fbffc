#!/usr/bin/env bash
# Asks the live site and its contact function whether a visitor's message can get through
# (docs/deploying.md). Each failure is an error annotation that names what to do.
#
#   check-live.sh deploy   after `wrangler deploy` (deploy-site.yml): the function's /health, and
#                          a CORS preflight with Origin: the site's address, in its www and bare
#                          forms, as a visitor's browser sends before it posts the form.
#   check-live.sh daily    the daily watch (watch.yml): the same, and the site's home page.
#   check-live.sh headers  the header check (header-check.yml): the same as after a deploy, then
#                          six posts of a test message, each with new forged client addresses in
#                          the three headers a client could send; the sixth must answer 429, the
#                          rate limit having counted the runner's real address.
#
# Reads NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_SUPABASE_URL (the repository variables the build
# uses). Exits 1 when anything fails, after checking everything.
set -euo pipefail

mode=${1:-}
if [ "$mode" != deploy ] && [ "$mode" != daily ] && [ "$mode" != headers ]; then
  echo "usage: check-live.sh deploy|daily|headers" >&2
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
  540) fail "The Supabase project is paused" "${supabase} answers 540: Supabase paused the project, so the contact form cannot send and its fallback cannot run. Open the Supabase dashboard, choose the project and press its Resume project button (it may read Restore project) (docs/deploying.md, when Supabase pauses the project)." ;;
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

# Whether the rate limit counts a sender's real address, not a header the sender wrote: five
# messages in 10 minutes are taken, the sixth is refused, however the headers change.
if [ "$mode" = headers ] && [ "$health" = 200 ]; then
  answers=()
  for i in 1 2 3 4 5 6; do
    answers+=("$(status_of --request POST --header "Origin: ${site}" \
      --header 'Content-Type: application/json' \
      --header "X-Forwarded-For: 203.0.113.${i}" --header "X-Real-IP: 198.51.100.${i}" \
      --header "CF-Connecting-IP: 192.0.2.${i}" \
      --data "{\"name\":\"Header check\",\"email\":\"header-check@example.com\",\"message\":\"Header check ${i} of 6, sent by the Header check workflow: not a visitor.\"}" \
      "$function_url")")
  done
  echo "The six posts answered: ${answers[*]}."
  if [ "${answers[*]}" = "200 200 200 200 200 429" ]; then
    echo "The sixth post answered 429: the rate limit counts the sender's real address, whatever the headers say."
  elif [ "${answers[5]}" = 200 ]; then
    fail "The rate limit trusts a forged header" "All six posts were taken (${answers[*]}), each with other forged client addresses: the function counted an address the sender wrote. The form still works; only its limit per sender is weaker. Fixing it is the developer's job, not something to do in the browser: send them this run's page. They set the function's secret CONTACT_CLIENT_IP_HEADER to the header Supabase writes (docs/contact-function.md, step 7 of Deploying to Supabase); then run Header check again after 10 minutes. (If CONTACT_RATE_LIMIT was set by hand above 5 messages in 10 minutes, this check cannot tell: docs/deploying.md, step 10.)"
  else
    fail "The header check did not finish" "The six posts answered ${answers[*]}, not five 200s and a 429. A 429 sooner means messages from this address were sent in the last 10 minutes: run Header check again after 10 minutes (or CONTACT_RATE_LIMIT was set by hand below 5 in 10 minutes, and this check cannot tell: docs/deploying.md, step 10). Another answer: the errors above, or the function's logs in the Supabase dashboard."
  fi
fi

# After the upload: the new site is live whatever this check found (nothing is rolled back).
if [ "$mode" = deploy ] && [ "$failed" = 1 ]; then
  echo "::error title=The save is live, the contact form is not::The site was uploaded, so your change is on the site now, but a visitor cannot send the contact form: the errors above say why and what to do. Nothing needs saving again."
fi

exit "$failed"
