#!/usr/bin/env bash
# The contact back end on Supabase, from GitHub alone (.github/workflows/supabase.yml; the owner's
# side is docs/deploying.md, the function's own guide docs/contact-function.md).
#
#   supabase-deploy.sh setup   db push, supabase/setup.sql, secrets set, functions deploy, and
#                              the alerts link e-mailed to CONTACT_TO: the first setup, and again
#                              after a setting changed (the site's address, the mailbox). It makes
#                              a new role password and retry secret each time; the VAPID key pair,
#                              the link secret and the hash secret only when the project has none
#                              yet or ROTATE_KEYS=true (phones and earlier e-mails depend on them);
#                              new keys drop the phones subscribed with the old ones, named in the
#                              run's summary.
#                              An optional setting that is no longer set is unset on the function.
#   supabase-deploy.sh update  db push, functions deploy: a change under supabase/.
#
# Everything that reaches the database goes through the session pooler (IPv4), never the direct
# address db.<ref>.supabase.co, which has only IPv6 and which GitHub's runners often cannot reach:
# `db push --db-url` and psql both name the pooler host, and nothing runs `supabase link`. The
# other commands use Supabase's HTTPS API with --project-ref.
#
# Reads SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN, SUPABASE_DB_PASSWORD, SUPABASE_POOLER_HOST
# and, for setup, RESEND_API_KEY, CONTACT_TO, CONTACT_FROM, SITE_URL, and optionally
# CONTACT_WEBHOOK_URL, CONTACT_RETENTION_DAYS, CONTACT_DB_CA (the database's CA certificate, PEM)
# and ROTATE_KEYS. No secret it makes or reads is printed: each is masked in the log first, and
# none is put on a command line (psql reads them from its standard input, the CLI from a file).
# Two public values go on the CLI's command line as NAME=VALUE, which it takes literally:
# CONTACT_FROM (its display name may hold a quote) and CONTACT_DB_CA (a certificate of many lines).
# What the run did to the keys is written to the run's summary ($GITHUB_STEP_SUMMARY).
set -euo pipefail

mode=${1:-}
if [ "$mode" != setup ] && [ "$mode" != update ]; then
  echo "usage: supabase-deploy.sh setup|update" >&2
  exit 2
fi

missing=()
need() { for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done; }
need SUPABASE_PROJECT_REF SUPABASE_ACCESS_TOKEN SUPABASE_DB_PASSWORD SUPABASE_POOLER_HOST
[ "$mode" = setup ] && need RESEND_API_KEY CONTACT_TO CONTACT_FROM SITE_URL
if [ ${#missing[@]} -gt 0 ]; then
  for name in "${missing[@]}"; do
    # Named as the reader set it up in docs/deploying.md, step 5: a secret of the `supabase`
    # environment or a repository variable (SITE_URL is the workflow's name for the site's address).
    case $name in
      SUPABASE_ACCESS_TOKEN | SUPABASE_DB_PASSWORD | RESEND_API_KEY)
        setting=$name where="the secret ${name} is not set in the supabase environment" ;;
      SITE_URL) setting=NEXT_PUBLIC_SITE_URL where="the repository variable NEXT_PUBLIC_SITE_URL is not set" ;;
      *) setting=$name where="the repository variable ${name} is not set" ;;
    esac
    echo "::error title=Missing setting ${setting}::${where} (docs/deploying.md, step 5)"
  done
  exit 1
fi
if ! [[ "$SUPABASE_PROJECT_REF" =~ ^[a-z0-9]{20}$ ]]; then
  echo "::error title=SUPABASE_PROJECT_REF::SUPABASE_PROJECT_REF must be the 20 letters and digits of the project's dashboard address"
  exit 1
fi
if ! [[ "$SUPABASE_POOLER_HOST" =~ ^[a-z0-9.-]+\.supabase\.com$ ]]; then
  echo "::error title=SUPABASE_POOLER_HOST::SUPABASE_POOLER_HOST must be the pooler's host name only, like aws-0-us-east-1.pooler.supabase.com"
  exit 1
fi
# The secrets file is dotenv: single quotes keep each value literal, so none may hold one. Checked
# with the others, before anything changes.
for name in RESEND_API_KEY CONTACT_TO SITE_URL CONTACT_WEBHOOK_URL CONTACT_RETENTION_DAYS; do
  if [[ "${!name:-}" == *"'"* || "${!name:-}" == *$'\n'* ]]; then
    echo "::error title=${name}::${name} may not contain a quote (') or a line break"
    exit 1
  fi
done
if [[ "${CONTACT_FROM:-}" == *$'\n'* ]]; then
  echo "::error title=CONTACT_FROM::CONTACT_FROM may not contain a line break"
  exit 1
fi
# A display name and an address, as the function reads it (config.ts): Name <address>, with the
# name in double quotes when it holds a comma or the like, or the address alone.
mailbox='^([^<>]*<[^<>@[:space:]"]+@[^<>@[:space:]"]+>|[^<>@[:space:]"]+@[^<>@[:space:]"]+)[[:space:]]*$'
if [ "$mode" = setup ] && ! [[ "$CONTACT_FROM" =~ $mailbox ]]; then
  echo "::error title=CONTACT_FROM::CONTACT_FROM must be a name and an address, like Joe's Concrete <leads@your-domain.com>, or an address alone (docs/deploying.md, step 3)"
  exit 1
fi
if [ -n "${CONTACT_DB_CA:-}" ] && ! [[ "$CONTACT_DB_CA" == *"-----BEGIN CERTIFICATE-----"*"-----END CERTIFICATE-----"* ]]; then
  echo "::error title=CONTACT_DB_CA::CONTACT_DB_CA must be the certificate file's whole text, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE----- (docs/deploying.md, step 4)"
  exit 1
fi
ref=$SUPABASE_PROJECT_REF
echo "::add-mask::${SUPABASE_DB_PASSWORD}"


# Runs a command that reaches the database; when it fails because the runner has no route to the
# address, says so in plain words (the CLI's own line is in the log above it).
through_pooler() {
  local log status=0
  log=$(mktemp "${RUNNER_TEMP:-/tmp}/db-output.XXXXXX")
  "$@" 2>&1 | tee "$log" || status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ] && grep -qiE 'network is unreachable|no route to host' "$log"; then
    echo "::error title=The database could not be reached::GitHub's runner could not reach the database over the network (\"network is unreachable\"). It goes through SUPABASE_POOLER_HOST (${SUPABASE_POOLER_HOST}): check that this variable is the host of the Session pooler under Connect in the Supabase dashboard (docs/deploying.md, step 4), and that the project is not paused; then Run workflow again."
  fi
  rm -f "$log"
  return "$status"
}

# The access token first: it is needed last (secrets set, functions deploy), and a setup that
# found it expired only then would already have changed the role password and the retry secret in
# the database, leaving the live function with the old ones.
echo "Checking the access token (supabase secrets list)"
# The names of the function's secrets (the CLI shows a digest of each value, never the value).
listed=$(mktemp "${RUNNER_TEMP:-/tmp}/secrets-list.XXXXXX")
if ! supabase secrets list --project-ref "$ref" --output json >"$listed"; then
  rm -f "$listed"
  echo "::error title=SUPABASE_ACCESS_TOKEN refused::Supabase refused SUPABASE_ACCESS_TOKEN or found no project ${ref} (the CLI's own line is above). Check that SUPABASE_PROJECT_REF is the project's ref and that the project is not paused; otherwise make a new token (docs/deploying.md, step 4) and paste it as the secret SUPABASE_ACCESS_TOKEN of the supabase environment. Then Run workflow again. Nothing was changed."
  exit 1
fi
existing=$(jq -r '.[].name' "$listed")
rm -f "$listed"
is_set() { grep -qxF "$1" <<<"$existing"; }

echo "Applying the migrations (supabase db push, through the session pooler)"
# The CLI reads the password from PGPASSWORD (the URL holds none), so it is on no command line.
PGPASSWORD=$SUPABASE_DB_PASSWORD through_pooler supabase db push \
  --db-url "postgresql://postgres.${ref}@${SUPABASE_POOLER_HOST}:5432/postgres?sslmode=require"

if [ "$mode" = setup ]; then
  summary=${GITHUB_STEP_SUMMARY:-/dev/null}
  rotate=false
  if [ "${ROTATE_KEYS:-false}" = true ]; then rotate=true; fi
  role_password=$(openssl rand -hex 24)
  retry_secret=$(openssl rand -hex 32)
  # What phones and earlier e-mails depend on is kept: the VAPID pair each phone subscribed with,
  # the link secret every "called back" link was signed with, the hash secret of the stored client
  # hashes. Made only when the project has none yet, or when the run asks (rotate-keys).
  hash_secret='' link_secret='' vapid_private='' vapid_public=''
  if [ "$rotate" = true ] || ! is_set CONTACT_HASH_SECRET; then hash_secret=$(openssl rand -hex 32); fi
  if [ "$rotate" = true ] || ! is_set CONTACT_LINK_SECRET; then link_secret=$(openssl rand -hex 32); fi
  if [ "$rotate" = true ] || ! is_set CONTACT_VAPID_PUBLIC_KEY || ! is_set CONTACT_VAPID_PRIVATE_KEY; then
    # The VAPID key pair of the owner's phone alerts (RFC 8292), raw P-256 in base64url: the private
    # scalar is bytes 8-39 of the key's SEC1 DER, the public point the last 65 bytes of its SPKI DER.
    vapid_pem=$(openssl ecparam -name prime256v1 -genkey -noout)
    base64url() { base64 | tr -d '\n=' | tr '+/' '-_'; }
    vapid_private=$(openssl ec -outform DER 2>/dev/null <<<"$vapid_pem" | tail -c +8 | head -c 32 | base64url)
    vapid_public=$(openssl ec -pubout -outform DER 2>/dev/null <<<"$vapid_pem" | tail -c 65 | base64url)
    unset vapid_pem
  fi
  for value in "$role_password" "$retry_secret" "$hash_secret" "$link_secret" "$vapid_private" "$RESEND_API_KEY"; do
    if [ -n "$value" ]; then echo "::add-mask::${value}"; fi
  done
  if [ -n "${CONTACT_WEBHOOK_URL:-}" ]; then echo "::add-mask::${CONTACT_WEBHOOK_URL}"; fi

  echo "The function's database login and the retry job's secrets (supabase/setup.sql)"
  # psql's variables, set on its standard input: never in the process list or the log.
  {
    printf '\\set ref %s\n' "$ref"
    printf '\\set retry_secret %s\n' "$retry_secret"
    printf '\\set role_password %s\n' "$role_password"
    cat supabase/setup.sql
  } | PGPASSWORD=$SUPABASE_DB_PASSWORD through_pooler psql -X -q \
    "host=${SUPABASE_POOLER_HOST} port=5432 dbname=postgres user=postgres.${ref} sslmode=require"

  echo "The function's secrets (supabase secrets set)"
  site=${SITE_URL%/}
  # The site answers at www.<domain> and at the bare <domain> (the address on the truck): both may
  # post. The other form of a domain name is added; an address of another shape stays alone.
  scheme=${site%%://*}
  host=${site#*://}
  if [[ "$host" == www.*.* ]]; then
    origins="${site},${scheme}://${host#www.}"
  elif [[ "$host" == *.* && ! "$host" =~ ^[0-9.:]+$ ]]; then
    origins="${site},${scheme}://www.${host}"
  else
    origins=$site
  fi
  secrets=$(mktemp "${RUNNER_TEMP:-/tmp}/contact-secrets.XXXXXX")
  trap 'rm -f "$secrets"' EXIT
  {
    echo "CONTACT_DB_URL='postgres://contact_function.${ref}:${role_password}@${SUPABASE_POOLER_HOST}:6543/postgres?sslmode=require'"
    echo "CONTACT_RETRY_SECRET='${retry_secret}'"
    if [ -n "$hash_secret" ]; then echo "CONTACT_HASH_SECRET='${hash_secret}'"; fi
    if [ -n "$link_secret" ]; then echo "CONTACT_LINK_SECRET='${link_secret}'"; fi
    if [ -n "$vapid_public" ]; then
      echo "CONTACT_VAPID_PUBLIC_KEY='${vapid_public}'"
      echo "CONTACT_VAPID_PRIVATE_KEY='${vapid_private}'"
    fi
    # The contact a push service may use about our pushes: the site's https address, else the mailbox.
    if [[ "$site" == https://* ]]; then vapid_subject=$site; else vapid_subject="mailto:${CONTACT_TO%%,*}"; fi
    echo "CONTACT_VAPID_SUBJECT='${vapid_subject}'"
    echo "RESEND_API_KEY='${RESEND_API_KEY}'"
    echo "CONTACT_TO='${CONTACT_TO}'"
    echo "SITE_URL='${site}'"
    echo "ALLOWED_ORIGINS='${origins}'"
    if [ -n "${CONTACT_WEBHOOK_URL:-}" ]; then echo "CONTACT_WEBHOOK_URL='${CONTACT_WEBHOOK_URL}'"; fi
    # The same repository variable the deploy build reads: the privacy page states what the purge does.
    if [ -n "${CONTACT_RETENTION_DAYS:-}" ]; then echo "CONTACT_RETENTION_DAYS='${CONTACT_RETENTION_DAYS}'"; fi
  } >"$secrets"
  public=("CONTACT_FROM=${CONTACT_FROM}")
  if [ -n "${CONTACT_DB_CA:-}" ]; then public+=("CONTACT_DB_CA=${CONTACT_DB_CA}"); fi
  supabase secrets set --project-ref "$ref" --env-file "$secrets" "${public[@]}"
  rm -f "$secrets"

  # An optional setting the owner removed since the last setup goes from the function too, so it
  # does not keep running with the old value. Only these: every other secret is the setup's own
  # or set by hand (docs/contact-function.md).
  removed=()
  for name in CONTACT_WEBHOOK_URL CONTACT_RETENTION_DAYS CONTACT_DB_CA; do
    if [ -z "${!name:-}" ] && is_set "$name"; then removed+=("$name"); fi
  done
  if [ ${#removed[@]} -gt 0 ]; then
    echo "No longer set, so removed from the function: ${removed[*]} (supabase secrets unset)"
    supabase secrets unset --project-ref "$ref" --yes "${removed[@]}"
  fi

  # New keys where phones had the old ones: no phone subscribed with the old public key gets an
  # alert again. Each is dropped as the function drops a removed device (contact_push_device_drop,
  # so the weekly report names it) and named in the summary, so the owner knows which phones must
  # turn alerts on again. Read and dropped in one statement, through the functions of
  # supabase/migrations/20261207100000_owner_devices.sql; the names come back as JSON.
  rotated=false phones='' phones_read=true
  if [ -n "$vapid_public" ] && { is_set CONTACT_VAPID_PUBLIC_KEY || is_set CONTACT_VAPID_PRIVATE_KEY; }; then
    rotated=true
    echo "The phones subscribed with the old keys, dropped from the device list"
    if ! names=$(PGPASSWORD=$SUPABASE_DB_PASSWORD psql -X -q -A -t -v ON_ERROR_STOP=1 \
      "host=${SUPABASE_POOLER_HOST} port=5432 dbname=postgres user=postgres.${ref} sslmode=require" \
      <<<"select coalesce(json_agg(d.name order by d.subscribed_at, d.device_id), '[]') from public.contact_push_weekly_devices(now(), now()) d where d.kind = 'device' and public.contact_push_device_drop('id', d.device_id, 'removed');") ||
      # Each browser-given name as plain text in Markdown: every ASCII punctuation mark escaped.
      ! phones=$(jq -r 'map((. // "Unnamed device") | gsub("[[:cntrl:]]"; " ")
        | gsub("(?<c>[!-/:-@\\[-`{-~])"; "\\\(.c)")) | join(", ")' <<<"$names"); then
      phones_read=false
      echo "::warning title=Phones not listed::The phones that had alerts could not be read or removed from the device list (the error is above). Every phone that had alerts must turn them on again; remove the old entries from the alerts page's list."
    fi
  fi

  {
    echo "## Contact back end: keys"
    if [ "$rotated" = true ] && [ "$phones_read" = false ]; then
      echo "- **New phone-alert keys.** Every phone that had alerts stops getting them until it turns them on again with an alerts link (the list of phones could not be read). The link e-mailed to ${CONTACT_TO} at the end of this run serves one phone; once that phone has alerts again, a tap on **Add another phone** on its alerts page e-mails a link for each other phone."
    elif [ "$rotated" = true ] && [ -n "$phones" ]; then
      echo "- **New phone-alert keys.** These phones no longer get alerts and were removed from the device list: ${phones}. Each must turn alerts on again with an alerts link: the one e-mailed to ${CONTACT_TO} at the end of this run serves one phone; once that phone has alerts again, a tap on **Add another phone** on its alerts page e-mails a link for each other phone."
    elif [ "$rotated" = true ]; then
      echo "- New phone-alert keys: no phone had alerts, so none has to turn them on again."
    elif [ -n "$vapid_public" ]; then
      echo "- Phone-alert keys made (the first setup): no phone had alerts yet."
    else
      echo "- Phone-alert keys kept: every phone that had alerts keeps them."
    fi
    if [ -n "$link_secret" ] && is_set CONTACT_LINK_SECRET; then
      echo "- **New link secret.** The \"Mark as called back\" links in earlier e-mails no longer work (mark those requests from the next e-mail about them instead), nor does any alerts link sent before this run."
    elif [ -z "$link_secret" ]; then
      echo "- Link secret kept: the \"Mark as called back\" links in earlier e-mails still work."
    fi
    if [ -n "$hash_secret" ] && is_set CONTACT_HASH_SECRET; then
      echo "- **New hash secret.** Senders' addresses are hashed afresh, so the rate limits (messages, photos, page counts per sender) start again from zero; nothing else changes."
    fi
    if [ ${#removed[@]} -gt 0 ]; then echo "- Removed from the function (no longer set here): ${removed[*]}."; fi
  } >>"$summary"
fi

echo "Deploying the function send-contact-email"
supabase functions deploy send-contact-email --project-ref "$ref"

if [ "$mode" = setup ]; then
  # The alerts link travels in an e-mail of its own, to CONTACT_TO only (the function sends it;
  # nothing here sees the link). The setup proves itself with this run's retry secret, so its ask
  # is not counted against the alerts page's; the header is read from a file, never the command
  # line. The new deployment may take a few seconds to answer.
  alerts_link="https://${ref}.supabase.co/functions/v1/send-contact-email/owner/alerts-link"
  site_origin=${scheme}://${host%%/*}
  ask_headers=$(mktemp "${RUNNER_TEMP:-/tmp}/alerts-headers.XXXXXX")
  printf 'x-retry-secret: %s\n' "$retry_secret" >"$ask_headers"
  answer=000
  for attempt in 1 2 3 4 5 6; do
    answer=$(curl --silent --max-time 30 --output /dev/null --write-out '%{http_code}' \
      --request POST --header 'Content-Type: application/json' --header "Origin: ${site_origin}" \
      --header "@${ask_headers}" --data '{}' "$alerts_link" || true)
    # Asked again only while nothing answers, the new deployment is not there yet (404), or an
    # instance started before this run's secrets still answers (401). Any other answer is final:
    # the function's 502 (the e-mail provider refused) or 429 will not change within a minute,
    # and each ask could count against the day's links.
    case "$answer" in 000 | 404 | 401) ;; *) break ;; esac
    if [ "$attempt" -lt 6 ]; then sleep 10; fi
  done
  rm -f "$ask_headers"
  case "$answer" in
    202)
      echo "The alerts link was e-mailed to ${CONTACT_TO}."
      echo "- The alerts link was e-mailed to ${CONTACT_TO}, in an e-mail of its own (it works for 24 hours, for one phone; the alerts page asks for another)." >>"$summary"
      ;;
    429)
      echo "::warning title=No alerts link e-mailed::Three alerts links were asked for in the last 24 hours, the most allowed. Use the newest that arrived, or ask for one from the alerts page once a day has passed (docs/editing.md)."
      echo "- No alerts link e-mailed: three were asked for in the last 24 hours." >>"$summary"
      ;;
    502)
      echo "::warning title=No alerts link e-mailed::The function could not send the e-mail: check the Resend domain is verified and CONTACT_FROM is at it (docs/deploying.md, step 3). The setup itself is done; once the e-mail is fixed, ask for a link from the alerts page (docs/editing.md)."
      echo "- No alerts link e-mailed: the function could not send the e-mail: check the Resend domain is verified and CONTACT_FROM is at it." >>"$summary"
      ;;
    *)
      echo "::warning title=No alerts link e-mailed::${alerts_link} answered ${answer}, not 202, so no alerts link was e-mailed. The setup itself is done. Run workflow again later, or ask for the link from the alerts page (docs/editing.md)."
      echo "- No alerts link e-mailed: the function answered ${answer}." >>"$summary"
      ;;
  esac
fi
echo "Done: the contact back end of ${ref} is up to date (${mode})."
